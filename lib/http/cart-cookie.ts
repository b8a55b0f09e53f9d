import type { BrowserToken } from '@/lib/server/security/browser-token';
import type { Shop } from '@/lib/server/shop/types';
import type { CookieJar, CookieReader } from './cookie-jar';
import { shopCookieName } from './shop-cookie-name';

/** Name of the httpOnly cookie that holds the token of the shopper's cart in this shop. */
export const cartCookie = (shop: Pick<Shop, 'slug'>) => shopCookieName('vitrine-cart', shop);
/** A cart cookie lasts 30 days from the cart's creation. */
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
// Tokens are 43 characters; anything much longer is no token of ours and is not even hashed.
const MAX_TOKEN_LENGTH = 200;

/** The cart token the browser sent for this shop, if it looks like one. */
export function readCartToken(shop: Pick<Shop, 'slug'>, cookies: CookieReader): string | undefined {
  const token = cookies.get(cartCookie(shop));
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/** The browser's cart token of this shop as the cart services take it, kept in the shop's cart cookie. */
export function cartToken(shop: Pick<Shop, 'slug'>, cookies: CookieJar): BrowserToken {
  return {
    value: readCartToken(shop, cookies),
    replace: (token) => cookies.set(cartCookie(shop), token, CART_COOKIE_MAX_AGE_SECONDS),
    clear: () => cookies.delete(cartCookie(shop)),
  };
}
