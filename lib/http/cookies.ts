import type { NextRequest } from 'next/server';

/** Whether the client reached us over HTTPS (directly or through a proxy that says so). */
export function isHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

/** Cookies of the API: httpOnly, SameSite=Lax, Secure whenever the client reached us over HTTPS. */
export function cookieOptions(request: NextRequest, maxAgeSeconds?: number) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: isHttps(request), path: '/', ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}) };
}

/**
 * Cookies the editor needs when a back office on another origin frames it (the owner session and the
 * CSRF cookie that guards its writes): SameSite=None over HTTPS for a shop that names a back office
 * (`backOfficeOrigins`), because a framed page's own cookies are third-party there and Lax ones would
 * never be sent. Lax for every other shop, whose editor no other origin may frame, so no other site's
 * request carries them; and over plain HTTP, where browsers refuse SameSite=None without Secure
 * (development and the end-to-end tests).
 */
export function frameableCookieOptions(request: NextRequest, backOfficeOrigins: readonly string[], maxAgeSeconds?: number) {
  const framed = isHttps(request) && backOfficeOrigins.length > 0;
  return { ...cookieOptions(request, maxAgeSeconds), sameSite: framed ? 'none' as const : 'lax' as const };
}
