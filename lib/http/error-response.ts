import { DomainError, RateLimitError, ServiceUnavailableError, ValidationError } from '@/lib/server/errors';
import type { ErrorBody } from '@/lib/contract/common';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/lib/database-outage';
import { log } from '@/lib/log';
import { CLIENT_CLOSED_REQUEST, isClientAbort } from './client-abort';

/**
 * The spec's error body and status for anything a handler threw; unknown errors never leak details. The
 * database out of reach is 503 with Retry-After (lib/database-outage.ts), not the 500 of a fault.
 */
export function errorResponse(error: unknown, requestId: string): Response {
  if (error instanceof DomainError) {
    const body: ErrorBody = { ...error.details, message: error.message, ...(error.code ? { code: error.code } : {}) };
    if (error instanceof ValidationError) body.errors = error.fields;
    const headers: Record<string, string> = {};
    if (error instanceof RateLimitError || error instanceof ServiceUnavailableError) headers['retry-after'] = String(error.retryAfterSeconds);
    return Response.json(body, { status: error.status, headers });
  }
  if (isClientAbort(error)) {
    log.info({ requestId }, 'the client closed its request before it was read');
    return Response.json({ message: 'Client Closed Request' } satisfies ErrorBody, { status: CLIENT_CLOSED_REQUEST });
  }
  if (isDatabaseUnavailable(error)) {
    // A restart or failover of PostgreSQL: the same request succeeds once the pool has reconnected.
    log.warn({ requestId, err: error }, 'the database could not be reached; answered 503');
    const body: ErrorBody = { message: 'The service is briefly unavailable; please try again', code: 'ServiceUnavailable' };
    return Response.json(body, { status: 503, headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } });
  }
  log.error({ requestId, err: error }, 'unhandled error');
  return Response.json({ message: 'Internal Server Error' } satisfies ErrorBody, { status: 500 });
}
