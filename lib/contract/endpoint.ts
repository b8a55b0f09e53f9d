import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API, declared once: the route handler validates with it, the browser client is typed
 * by it and the OpenAPI document is generated from it.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path with `{name}` parameters, under /api/v2 unless `outsideApi` is set. */
  path: string;
  outsideApi?: boolean;
  summary: string;
  tag: string;
  /** `owner` needs the shop owner's bearer token; `public` endpoints serve shoppers. */
  auth: 'public' | 'owner';
  /** Answers even when the shop is closed to shoppers (owner sign-in, theme assets). */
  openWhenClosed?: boolean;
  /** Requires the x-csrf-token header that every response hands out. */
  csrf?: boolean;
  /**
   * A public write without `csrf` must come as application/json (415 otherwise), which other sites
   * cannot make a browser send unasked. Set only where any site may cause the call (violation reports).
   */
  acceptsAnyContentType?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
  /** Status of a success; 200 unless said otherwise. */
  successStatus?: 200 | 201 | 202 | 204;
  /** Documented error statuses beyond the ones every endpoint has (400, 404, 429, 503). */
  errors?: number[];
  rateLimit?: { bucket: string; limit: number; windowSeconds: number; perAccount?: boolean };
  /**
   * An owner-editable resource with a version (lib/server/versions): a read answers it as an ETag, a
   * write takes it back in If-Match and answers 409 with `currentVersion` and `current` (the resource as
   * a read answers it) when another write came first. A write without If-Match is accepted.
   */
  versioned?: true;
}

/** Declares an endpoint, keeping its schema types for the handler and the client. */
export function defineEndpoint<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> {
  return endpoint;
}

/** A public write without a CSRF token must be sent as application/json (415 otherwise). */
export function requiresJsonRequest(endpoint: Endpoint): boolean {
  return endpoint.method !== 'GET' && endpoint.auth === 'public' && !endpoint.csrf && !endpoint.acceptsAnyContentType;
}

/** What a schema slot of an endpoint holds once parsed; `undefined` when the endpoint has none. */
export type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
/** What a caller passes for a schema slot. */
export type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? P : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? Q : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? B : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? R : never;
