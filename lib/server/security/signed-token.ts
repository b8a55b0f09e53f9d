import 'server-only';
import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens';

/** `payload.signature`, both base64url: a token the server can check without storing it. */
export function signToken(payload: object, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${hmac(body, secret)}`;
}

/** The payload of a token whose signature is valid, else null; never throws on malformed input. */
export function verifyToken<T>(token: string, secret: string): T | null {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0 || body.length > 4096) return null;
  if (!safeEqual(signature, hmac(body, secret))) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

/** HMAC-SHA-256 of a value, base64url. */
export function hmac(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}
