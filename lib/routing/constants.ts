import { DEFAULT_SHOP_SEGMENTS } from './default-shop-routes.mjs';

/** Query parameters that travel with every storefront link and redirect (spec section 2). */
export const CARRIED_QUERY_PARAMS = [
  'preview', 'previewTheme', 'themeStyle', 'shop', 'language', 'token', 'themeTitle', 'themeStyleTitle',
] as const;

/** The path prefix of editor mode. */
export const EDITOR_PREFIX = '/editor';

/**
 * How a request is served: `live` for shoppers (cached), `preview` when `preview` or `previewTheme`
 * is present, `editor` under /editor. Each is its own segment, so they never share a cache entry.
 */
export const RENDER_MODES = ['live', 'preview', 'editor'] as const;
export type RenderMode = (typeof RENDER_MODES)[number];

/**
 * The modes of the cached shopper tree `app/[shop]/[mode]/[locale]`; editor mode is the static segment
 * `app/[shop]/editor/[locale]` beside it, rendered per request for the signed-in owner.
 */
export const SHOPPER_MODES = ['live', 'preview'] as const;

/** Locale segment of an internal path when the URL had no language prefix: the shop's default. */
export const DEFAULT_LOCALE_SEGMENT = 'default';

/** Shop slugs as the database allows them; anything else cannot name a shop. */
const SHOP_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * Whether a slug can name a shop: the database's pattern, and none of the first segments of the default
 * shop's public routes, which would take the shop's internal paths (default-shop-routes.mjs).
 */
export function isShopSlug(slug: string): boolean {
  return SHOP_SLUG_PATTERN.test(slug) && !DEFAULT_SHOP_SEGMENTS.includes(slug);
}

/** Paths that answer with a redirect to another route of the table, keeping prefixes and carried parameters. */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = {
  '/home': '/',
  '/checkout': '/checkout/personal-data',
};

/** The checkout steps in order (spec section 2). */
export const CHECKOUT_STEPS = ['personal-data', 'shipping', 'payment', 'confirmation'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * Routes rendered for each request: what they show differs per shopper (cart, checkout, order,
 * wishlist, password reset, account confirmation) or per query (search). Only these can carry a per-request CSP nonce;
 * every other page is cached and names its inline scripts by hash (docs/security.md).
 */
export const PER_REQUEST_ROUTE = /^\/(?:cart|wishlist|search|thememanager|reset-password|confirm-account|o(?:\/[^/]+)?|checkout\/[^/]+)$/;
