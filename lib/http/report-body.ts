import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '@/lib/server/errors';
import { readLimitedBody } from './limited-body';

/** Media types of violation reports: CSP report-uri, the Reporting API, and plain JSON. */
const REPORT_TYPES = /^application\/(csp-report|reports\+json|json)\b/i;

/**
 * Reads a violation report body of at most `limit` bytes: 413 when larger (declared or actual), 415 for
 * another media type, 400 for malformed JSON. Takes a standard Request, read only once.
 */
export async function readReportBody(request: Request, limit: number): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) throw new PayloadTooLargeError(limit);
  if (!REPORT_TYPES.test(request.headers.get('content-type') ?? '')) {
    throw new UnsupportedMediaTypeError('Send the report as application/csp-report, application/reports+json or application/json');
  }
  const body = await readLimitedBody(request.body, limit);
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new ValidationError([{ path: 'body', message: 'Malformed JSON' }], 'Malformed JSON');
  }
}
