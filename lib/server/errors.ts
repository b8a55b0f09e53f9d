import 'server-only';

/** Errors services throw; the HTTP layer maps each to the spec's status and JSON body (spec section 8). */
export class DomainError extends Error {
  /** Extra fields for the error body, e.g. the minimum order price of a coupon that needs a larger subtotal. */
  details?: Record<string, unknown>;

  constructor(message: string, readonly status: number, readonly code?: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message, 404);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code?: string) {
    super(message, 409, code);
  }
}

/** A request that is well-formed but breaks a business rule (coupon too small, low stock). */
export class BusinessRuleError extends DomainError {
  constructor(message: string, code: string) {
    super(message, 422, code);
  }
}

export class ShopClosedError extends DomainError {
  constructor() {
    super('The requested shop is currently closed', 503, 'ShopClosed');
  }
}

/** Input that does not fit its schema, with the failing fields. */
export class ValidationError extends DomainError {
  constructor(readonly fields: { path: string; message: string }[], message = 'Validation failed') {
    super(message, 400, 'ValidationError');
  }
}

/**
 * A page's block tree that breaks a rule of the page-tree model (components/blocks/block-tree.ts): a
 * second category block, more than 200 blocks, a block where its definition forbids it, a new block of
 * a type the shop's type does not get. The code is the
 * refusal the editor shows for the same tree (`once-per-page`, `page-only`, ...), the block named by id.
 */
export class PageTreeError extends DomainError {
  constructor(message: string, code: string, blockId: string | null) {
    super(message, 400, code);
    this.details = { blockId };
  }
}

/** No valid credentials: a missing or invalid token, a wrong password. */
export class AuthError extends DomainError {
  constructor(message = 'Authentication required') {
    super(message, 401, 'Unauthorized');
  }
}

/** Valid credentials that do not allow this (another shop's token, a failed CSRF check). */
export class ForbiddenError extends DomainError {
  constructor(message = 'Forbidden', code = 'Forbidden') {
    super(message, 403, code);
  }
}

export class RateLimitError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many requests, please try again later', 429, 'RateLimited');
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(limitBytes: number) {
    super(`The request body is larger than ${limitBytes} bytes`, 413, 'PayloadTooLarge');
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  constructor(message = 'Unsupported media type') {
    super(message, 415, 'UnsupportedMediaType');
  }
}

/** Where uploads are kept has no room left (a full disk under the database, a bucket over its quota). */
export class InsufficientStorageError extends DomainError {
  constructor(message = 'There is no room left to store the file; nothing was stored. Ask the shop\'s operator to free or add storage.') {
    super(message, 507, 'InsufficientStorage');
  }
}

/** A service the request needs (the bucket that holds images) could not be reached; the same request may succeed later. */
export class ServiceUnavailableError extends DomainError {
  constructor(message: string, readonly retryAfterSeconds = 5) {
    super(message, 503, 'ServiceUnavailable');
  }
}
