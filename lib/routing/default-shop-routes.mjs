// @ts-check
// Plain JavaScript: next.config.mjs builds its rewrites from it as well as the TypeScript routing.

/**
 * The routes app/(default-shop) serves at their public paths, for the default shop in the live mode and
 * its default language: a regular expression's source, without the leading slash and unanchored. Next
 * serves them without a rewrite, which costs a cached page a sixth of its time (docs/bench.md); every
 * other storefront request is rewritten or proxied to the internal tree. The home page (`/`) is the
 * group's too, and the forgot-password page is served there through the group's catch-all.
 */
export const DEFAULT_SHOP_ROUTE =
  '(?:c/[^/]+(?:/.*)?|[pil]/[^/]+|checkout/[^/]+|o(?:/[^/]+)?|search|cart|wishlist|thememanager|reset-password|confirm-account|forgot-password)';

/**
 * First segments of the group's routes. A shop with one of these names could not be reached at its
 * internal paths (`/c/live/...` is a category page), so no shop may have one (lib/db/schema/shops.ts).
 */
export const DEFAULT_SHOP_SEGMENTS = [
  'c', 'p', 'i', 'l', 'o', 'checkout', 'search', 'cart', 'wishlist', 'thememanager', 'reset-password', 'confirm-account', 'forgot-password',
];
