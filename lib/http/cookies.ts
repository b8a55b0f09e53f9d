import type { NextRequest } from 'next/server';

/** Cookies of the API: httpOnly, SameSite=Lax, Secure whenever the client reached us over HTTPS. */
export function cookieOptions(request: NextRequest, maxAgeSeconds?: number) {
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  return { httpOnly: true, sameSite: 'lax' as const, secure: https, path: '/', ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}) };
}

/** The client a request comes from, for rate limits: the first forwarded address, else one shared bucket. */
export function clientKey(request: NextRequest): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'unknown-client';
}
