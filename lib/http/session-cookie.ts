import { SESSION_TTL_SECONDS } from '@/lib/server/customers/session';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import type { Shop } from '@/lib/server/shop/types';
import type { CookieJar, CookieReader } from './cookie-jar';
import { shopCookieName } from './shop-cookie-name';

/** The httpOnly cookie that holds a signed-in customer's session token in this shop; it lasts as long as the session. */
export const sessionCookie = (shop: Pick<Shop, 'slug'>) => shopCookieName('vitrine-session', shop);

/** The customer session token the browser sent for this shop, if any. */
export function readSessionToken(shop: Pick<Shop, 'slug'>, cookies: CookieReader): string | undefined {
  return cookies.get(sessionCookie(shop));
}

/** The browser's session token of this shop as the customer services take it, kept in the shop's session cookie. */
export function sessionToken(shop: Pick<Shop, 'slug'>, cookies: CookieJar): BrowserToken {
  return {
    value: readSessionToken(shop, cookies),
    replace: (token) => cookies.set(sessionCookie(shop), token, SESSION_TTL_SECONDS),
    clear: () => cookies.delete(sessionCookie(shop)),
  };
}
