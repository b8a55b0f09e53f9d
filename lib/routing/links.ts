import { formatPublicPath } from './parse-path';
import { pickCarriedQuery } from './carried-query';
import type { RenderMode } from './constants';
import type { RoutingConfig } from './routing-config.mjs';

/** What a link needs to know about the page it is rendered on. */
export interface LinkContext {
  editor: boolean;
  locale: string;
  defaultLocale: string;
  /**
   * The carried query parameters (spec section 2) the page's own address stands for, which its links
   * repeat so that they lead to the same shop and mode without JavaScript: `shop` when the address
   * names it, `preview=1` in preview. Addresses built outside a page (mails, the API) carry none.
   */
  carried?: { shop?: string; preview?: boolean };
}

/**
 * The link context of a storefront page. Cached pages see only their shop, mode and locale, not the
 * query, so the carried parameters are worked out from those: `shop` unless the default shop or a
 * shop with its own host (SHOP_HOSTS) answers without it, and `preview=1` in preview mode. The
 * theme preview's parameters and `token` stay with the browser (components/shell/navigation-effects.tsx).
 * The editor is rendered per request and carries its own query as it is: its links get none here.
 */
export function storefrontLinks(
  shop: { slug: string; defaultLocale: string }, mode: RenderMode, locale: string, routing: RoutingConfig,
): LinkContext {
  const links: LinkContext = { editor: mode === 'editor', locale, defaultLocale: shop.defaultLocale };
  if (mode === 'editor') return links;
  const namedByAddress = shop.slug !== routing.defaultShop && !Object.values(routing.shopHosts).includes(shop.slug);
  const carried = { ...(namedByAddress ? { shop: shop.slug } : {}), ...(mode === 'preview' ? { preview: true } : {}) };
  return Object.keys(carried).length > 0 ? { ...links, carried } : links;
}

/**
 * The public path of a route for the current mode and language, without query parameters: the
 * page's own address, for canonical links and structured data. The default language carries no prefix.
 */
export function pathFor(route: string, context: LinkContext): string {
  const language = context.locale === context.defaultLocale ? null : context.locale;
  return formatPublicPath({ editor: context.editor, language, route });
}

/** The href of a route for a link on the page: its public path with the page's carried parameters. */
export function hrefFor(route: string, context: LinkContext): string {
  return withLinkQuery(pathFor(route, context), context);
}

/** An internal href (an owner's link in content) with the page's carried parameters; other hrefs stay as they are. */
export function withLinkQuery(href: string, context: LinkContext): string {
  const { shop, preview } = context.carried ?? {};
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  return mergeQuery(href, new URLSearchParams({ ...(preview ? { preview: '1' } : {}), ...(shop ? { shop } : {}) }));
}

/**
 * A GET form's target: browsers replace the query of a form's action with its fields, so the href's
 * parameters become hidden fields.
 */
export function formTarget(href: string): { action: string; fields: Record<string, string> } {
  const url = new URL(href, 'http://link.invalid');
  return { action: url.pathname, fields: Object.fromEntries(url.searchParams) };
}

/** Routes of the spec's table, built from their parameters. */
export const routes = {
  home: () => '/',
  category: (slugOrId: string) => `/c/${encodeURIComponent(slugOrId)}`,
  product: (slugOrId: string) => `/p/${encodeURIComponent(slugOrId)}`,
  page: (slug: string) => `/i/${encodeURIComponent(slug)}`,
  legal: (slug: string) => `/l/${encodeURIComponent(slug)}`,
  cart: () => '/cart',
  wishlist: () => '/wishlist',
  order: (orderId?: string) => (orderId ? `/o/${encodeURIComponent(orderId)}` : '/o'),
  search: () => '/search',
  checkout: (step: string) => `/checkout/${step}`,
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  confirmAccount: () => '/confirm-account',
  themeManager: () => '/thememanager',
} as const;

/**
 * An internal href with the carried query parameters of the current address added (spec section 2:
 * preview, shop, token, ... travel across links); parameters the href sets itself win, so a parameter
 * the server already rendered into the href is never doubled.
 */
export function withCarriedQuery(href: string, currentSearch: string): string {
  return mergeQuery(href, pickCarriedQuery(new URLSearchParams(currentSearch)));
}

/** The href with the parameters it does not set itself appended. */
function mergeQuery(href: string, params: URLSearchParams): string {
  const url = new URL(href, 'http://link.invalid');
  let changed = false;
  for (const [name, value] of params) {
    if (url.searchParams.has(name)) continue;
    url.searchParams.append(name, value);
    changed = true;
  }
  return changed ? `${url.pathname}${url.search}${url.hash}` : href;
}
