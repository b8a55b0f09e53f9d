import { randomBytes } from 'node:crypto';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import { hmac, signToken, verifyToken } from '@/lib/server/security/signed-token';
import type { Shop } from '@/lib/server/shop/types';
import { normalizeEmail } from './types';

/** A browser stays known for a year after its last successful sign-in. */
export const KNOWN_DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

interface DeviceClaims {
  /** Random id of the browser, the key of its own failure counter. */
  d: string;
  /** Which account of which shop signed in here (an HMAC, so the token names no email). */
  a: string;
}

function accountTag(shop: Pick<Shop, 'id'>, email: string, secret: string): string {
  return hmac(`device-account:${shop.id}:${normalizeEmail(email)}`, secret).slice(0, 22);
}

/**
 * The id of this browser when its known-device token is valid for this account, else null. The token
 * is signed, so only a browser where the right password was entered has one.
 */
export function knownDeviceId(shop: Pick<Shop, 'id'>, email: string, token: string | undefined, secret: string): string | null {
  if (!token || token.length > 512) return null;
  const claims = verifyToken<DeviceClaims>(token, secret);
  return claims && typeof claims.d === 'string' && claims.a === accountTag(shop, email, secret) ? claims.d : null;
}

/** Marks the browser as a known device of the account it signed in to; keeps its id when it had one. */
export function rememberDevice(shop: Pick<Shop, 'id'>, email: string, device: BrowserToken, secret: string, deviceId?: string | null): void {
  const claims: DeviceClaims = { d: deviceId ?? randomBytes(16).toString('base64url'), a: accountTag(shop, email, secret) };
  device.replace(signToken(claims, secret));
}
