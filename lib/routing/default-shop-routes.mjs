// @ts-check
// Plain JavaScript: next.config.mjs builds its rewrites from it as well as the TypeScript routing.

/**
 * The routes app/(default-shop) serves at their public paths, for the default shop in the live mode and
 * its default language, by first segment: each path's pattern, without the leading slash. Next serves
 * them without a rewrite, which costs a cached page a sixth of its time (docs/bench.md); every other
 * storefront request is rewritten or proxied to the internal tree. The home page (`/`) is the group's
 * too, and the forgot-password page is served there through the group's catch-all. Order pages beyond
 * one id are not: the proxy gives a nonce only to /o and /o/{id} (PER_REQUEST_ROUTE).
 */
const ROUTES = {
  c: 'c/[^/]+(?:/.*)?',
  p: 'p/[^/]+',
  i: 'i/[^/]+',
  l: 'l/[^/]+',
  o: 'o(?:/[^/]+)?',
  checkout: 'checkout/[^/]+',
  search: 'search',
  cart: 'cart',
  wishlist: 'wishlist',
  thememanager: 'thememanager',
  'reset-password': 'reset-password',
  'confirm-account': 'confirm-account',
  'forgot-password': 'forgot-password',
};

/** The group's routes as one regular expression's source, without the leading slash and unanchored. */
export const DEFAULT_SHOP_ROUTE = `(?:${Object.values(ROUTES).join('|')})`;

/**
 * First segments of the group's routes. A shop with one of these names could not be reached at its
 * internal paths (`/c/live/...` is a category page), so no shop may have one (lib/db/schema/shops.ts).
 */
export const DEFAULT_SHOP_SEGMENTS = Object.keys(ROUTES);
