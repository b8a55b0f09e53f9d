import { DomainError, RateLimitError, ValidationError } from '@/lib/server/errors';
import type { ErrorBody } from '@/lib/contract/common';
import { log } from '@/lib/log';

/** The spec's error body and status for anything a handler threw; unknown errors never leak details. */
export function errorResponse(error: unknown, requestId: string): Response {
  if (error instanceof DomainError) {
    const body: ErrorBody = { ...error.details, message: error.message, ...(error.code ? { code: error.code } : {}) };
    if (error instanceof ValidationError) body.errors = error.fields;
    const headers: Record<string, string> = {};
    if (error instanceof RateLimitError) headers['retry-after'] = String(error.retryAfterSeconds);
    return Response.json(body, { status: error.status, headers });
  }
  log.error({ requestId, err: error }, 'unhandled error');
  return Response.json({ message: 'Internal Server Error' } satisfies ErrorBody, { status: 500 });
}
