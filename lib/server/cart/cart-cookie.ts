/** Name of the httpOnly cookie that holds the token of the shopper's cart. */
export const CART_COOKIE = 'vitrine-cart';
/** A cart cookie lasts 30 days from the cart's creation. */
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
// Tokens are 43 characters; anything much longer is no token of ours and is not even hashed.
const MAX_TOKEN_LENGTH = 200;

/** The cookies of a request as the cart needs them; the HTTP layer's cookie jar fits this shape. */
export interface CookieAccess {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds?: number): void;
  delete(name: string): void;
}

/** The cart token the browser sent, if it looks like one. */
export function readCartToken(cookies: Pick<CookieAccess, 'get'>): string | undefined {
  const token = cookies.get(CART_COOKIE);
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}
