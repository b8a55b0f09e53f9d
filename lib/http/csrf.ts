import { randomBytes } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { hmac } from '@/lib/server/security/signed-token';
import { safeEqual } from '@/lib/server/security/tokens';

/** Cookie holding the browser's CSRF secret; its HMAC is the token handed out in x-csrf-token. */
export const CSRF_COOKIE = 'vitrine-csrf';

export interface CsrfState {
  /** The token this browser must send back in the x-csrf-token header. */
  token: string;
  /** Set when the browser had no CSRF cookie yet and must receive this one. */
  newCookie?: string;
}

/** The CSRF token of a request's browser, minting a cookie for browsers that have none. */
export function csrfState(request: NextRequest, secret: string): CsrfState {
  const existing = request.cookies.get(CSRF_COOKIE)?.value;
  const cookie = existing && existing.length <= 64 ? existing : randomBytes(24).toString('base64url');
  return { token: hmac(`csrf:${cookie}`, secret), newCookie: cookie === existing ? undefined : cookie };
}

/** Whether the request carries the token its own cookie calls for (double-submit, signed). */
export function hasValidCsrfToken(request: NextRequest, state: CsrfState): boolean {
  const sent = request.headers.get('x-csrf-token');
  return Boolean(sent) && !state.newCookie && safeEqual(sent!, state.token);
}
