/** Errors services throw; the HTTP layer maps each to the spec's status and JSON body (spec section 8). */
export class DomainError extends Error {
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
