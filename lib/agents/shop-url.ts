import { hrefFor, storefrontLinks } from '@/lib/routing/links';
import type { RoutingConfig } from '@/lib/routing/routing-config.mjs';

type UrlShop = { slug: string; baseUrl: string; defaultLocale: string };

/**
 * The absolute address of a shopper route for agents and feeds: on the shop's stored address (never a
 * request's Host), with the language prefix and the `shop` parameter a live page's links carry.
 * `suffix` goes after the path, before the query: `.md` for a page's Markdown version.
 */
export function shopUrl(shop: UrlShop, locale: string, route: string, routing: RoutingConfig, suffix = ''): string {
  const href = hrefFor(route, storefrontLinks(shop, 'live', locale, routing));
  const [path = '/', query] = href.split('?');
  // The home page's Markdown lives at /index.md (/de/index.md), as "/.md" would be no address.
  const withSuffix = suffix && route === '/' ? `${path.replace(/\/$/, '')}/index${suffix}` : `${path}${suffix}`;
  return `${shop.baseUrl.replace(/\/+$/, '')}${withSuffix}${query ? `?${query}` : ''}`;
}

/** An image address as agents need it: absolute, on the shop's address when the shop stores it as a path. */
export function absoluteImageUrl(shop: Pick<UrlShop, 'baseUrl'>, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${shop.baseUrl.replace(/\/+$/, '')}${url}` : url;
}
