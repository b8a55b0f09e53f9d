import { randomUUID } from 'node:crypto';
import { isDatabaseUnavailable } from '@/lib/database-outage';
import { DomainError } from '@/lib/server/errors';
import { viewErrorDigest } from '@/lib/view-error';

/**
 * A service's typed error as a view error (spec section 8: a route-loading failure shows the error page
 * with its status code, message and request id): an error whose digest carries them, which Next keeps,
 * logs the error under and hands to the error page. Anything else (Next's own signals such as notFound()
 * and redirects, unexpected failures) is returned as it is.
 */
export function toViewError(error: unknown): unknown {
  // The database out of reach (a restart, a failover): the page says 503 with the generic text (no message).
  if (isDatabaseUnavailable(error)) {
    return Object.assign(new Error('The database could not be reached', { cause: error }), { digest: viewErrorDigest({ statusCode: 503, requestId: randomUUID(), message: '' }) });
  }
  if (!(error instanceof DomainError)) return error;
  const digest = viewErrorDigest({ statusCode: error.status, requestId: randomUUID(), message: error.message });
  return Object.assign(new Error(error.message, { cause: error }), { digest });
}
