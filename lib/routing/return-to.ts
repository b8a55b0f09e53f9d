import { isUuid } from '@/lib/schemas/ids';

/** Query parameter of the sign-in address: the page the shopper goes back to once signed in. */
export const RETURN_TO_PARAM = 'returnTo';
/** Query parameter of the sign-in address: the product whose wishlist button sent the shopper there. */
export const WISHLIST_PRODUCT_PARAM = 'wishlistProduct';

const BASE = 'http://site.invalid';
// Far longer than any storefront address; a longer one is no address of ours.
const MAX_PATH_LENGTH = 2000;

/**
 * The path (with query and hash) a value names on this site, normalised as a browser would, or null:
 * another host, a scheme, a protocol-relative `//host` or anything a browser reads as one (`/\host`,
 * tabs and newlines inside, or `/..//host`, whose path normalises to `//host`).
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > MAX_PATH_LENGTH) return null;
  const url = new URL(value, BASE);
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What happens once the shopper has signed in: where they go back to, and a product to put on the wishlist. */
export interface AfterSignIn {
  returnTo: string | null;
  wishlistProductId: string | null;
}

/** The sign-in address with the way back (and the wishlist product) added to its query. */
export function withReturnTo(signInHref: string, { returnTo, wishlistProductId }: AfterSignIn): string {
  const url = new URL(signInHref, BASE);
  if (returnTo) url.searchParams.set(RETURN_TO_PARAM, returnTo);
  if (wishlistProductId) url.searchParams.set(WISHLIST_PRODUCT_PARAM, wishlistProductId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What the sign-in address's query asks for after signing in; anything not on this site or not an id is dropped. */
export function afterSignInOf(search: URLSearchParams): AfterSignIn {
  const productId = search.get(WISHLIST_PRODUCT_PARAM);
  return {
    returnTo: sameSitePath(search.get(RETURN_TO_PARAM)),
    wishlistProductId: productId && isUuid(productId) ? productId : null,
  };
}
