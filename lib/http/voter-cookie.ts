import { randomBytes } from 'node:crypto';
import type { Shop } from '@/lib/server/shop/types';
import type { CookieJar } from './cookie-jar';
import { shopCookieName } from './shop-cookie-name';

/** The httpOnly cookie holding a random key that lets a browser vote "helpful" once per review. */
export const voterCookie = (shop: Pick<Shop, 'slug'>) => shopCookieName('vitrine-voter', shop);
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const KEY = /^[A-Za-z0-9_-]{22,64}$/;

/** The browser's voter key, made and set on its first vote; it names no person and is stored only hashed. */
export function voterKey(shop: Pick<Shop, 'slug'>, cookies: CookieJar): string {
  const existing = cookies.get(voterCookie(shop));
  if (existing && KEY.test(existing)) return existing;
  const key = randomBytes(24).toString('base64url');
  cookies.set(voterCookie(shop), key, MAX_AGE_SECONDS);
  return key;
}
