import type { NextRequest } from 'next/server';

/** Cookies of the API: httpOnly, SameSite=Lax, Secure whenever the client reached us over HTTPS. */
export function cookieOptions(request: NextRequest, maxAgeSeconds?: number) {
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  return { httpOnly: true, sameSite: 'lax' as const, secure: https, path: '/', ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}) };
}

/**
 * The client a request comes from, for rate limits. Clients can send any X-Forwarded-For, so only the
 * entry our own reverse proxies appended counts: the one TRUSTED_PROXY_COUNT places from the right
 * (default 1: the address the nearest proxy saw). Without a proxy, Next fills the header with the
 * socket's address when the client sent none.
 */
export function clientKey(request: NextRequest, trustedProxies = Number(process.env.TRUSTED_PROXY_COUNT ?? 1)): string {
  const entries = (request.headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const hops = Number.isInteger(trustedProxies) && trustedProxies > 0 ? trustedProxies : 1;
  return entries[Math.max(0, entries.length - hops)] || 'unknown-client';
}
