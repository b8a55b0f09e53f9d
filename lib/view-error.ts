/**
 * A page that failed to load, as its error page shows it (spec section 3, View error: message,
 * statusCode default 500, requestId). In production builds the digest is the one field of a server
 * error that reaches the error page in the browser, so the server writes a view error into it.
 */
export interface ViewError {
  statusCode: number;
  /** The service's message; null for an unexpected error, whose details never leave the server. */
  message: string | null;
  requestId: string | null;
}

const PREFIX = 'VIEW_ERROR;';

/** The digest carrying a view error: `VIEW_ERROR;{statusCode};{requestId};{message}` (the id holds no `;`). */
export function viewErrorDigest({ statusCode, requestId, message }: { statusCode: number; requestId: string; message: string }): string {
  return `${PREFIX}${statusCode};${requestId};${message}`;
}

/**
 * The view error of an error the error page received: the one its digest carries, or else a 500 whose
 * request id is Next's digest of the error (the id Next logs it under).
 */
export function viewErrorOf(error: { digest?: string }): ViewError {
  const { digest } = error;
  if (digest?.startsWith(PREFIX)) {
    const [status = '', requestId = '', ...message] = digest.slice(PREFIX.length).split(';');
    const statusCode = Number(status);
    if (/^[45]\d\d$/.test(status) && requestId) return { statusCode, message: message.join(';') || null, requestId };
  }
  return { statusCode: 500, message: null, requestId: digest || null };
}
