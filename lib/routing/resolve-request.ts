import { pickCarriedQuery, toSearch } from './carried-query';
import { DEFAULT_LOCALE_SEGMENT, ROUTE_REDIRECTS, isShopSlug, type RenderMode } from './constants';
import { DEFAULT_SHOP_ROUTE } from './default-shop-routes.mjs';
import { listingViewSegments } from './listing-view';
import { modeSegment } from './market-segment';
import { formatPublicPath, parsePublicPath } from './parse-path';
import { isPreviewRequest } from './query-flags';
import type { RoutingConfig } from './routing-config.mjs';

const CATEGORY_ROUTE = /^\/c\/[^/]+$/;
/** The home page and the routes app/(default-shop) serves at their public paths. */
const GROUP_ROUTE = new RegExp(`^/(?:${DEFAULT_SHOP_ROUTE})?$`);

export { routingConfigFromEnv, type RoutingConfig } from './routing-config.mjs';

export interface IncomingRequest {
  pathname: string;
  searchParams: URLSearchParams;
  host: string | null;
  /** The shopper's market from its cookie (market-segment.ts); null or absent: the primary market. */
  market?: string | null;
}

export type RoutingDecision =
  | { kind: 'redirect'; location: string }
  | { kind: 'rewrite'; pathname: string; shop: string; mode: RenderMode; /** The language prefix, or DEFAULT_LOCALE_SEGMENT. */ locale: string }
  | { kind: 'not-found' };

/** Picks the shop: the `shop` parameter, else the host mapping, else the default (spec section 2). */
export function resolveShopSlug(request: IncomingRequest, config: RoutingConfig): string | null {
  // An empty `?shop=` is no choice (query-flags.ts): the host or the default decides.
  const fromQuery = request.searchParams.get('shop') || null;
  const hostName = request.host?.split(':')[0]?.toLowerCase() ?? '';
  const slug = fromQuery ?? config.shopHosts[hostName] ?? config.defaultShop;
  return isShopSlug(slug) ? slug : null;
}

/** Which render mode a request asks for: the editor prefix wins, then preview or theme preview. */
export function resolveRenderMode(editor: boolean, searchParams: URLSearchParams): RenderMode {
  if (editor) return 'editor';
  return isPreviewRequest(searchParams) ? 'preview' : 'live';
}

/**
 * Decides what to do with a storefront request: redirect (/home, /checkout), or rewrite to the internal
 * route tree `/{shop}/{mode}/{locale}{route}` where every screen is one page file; the default shop's
 * live pages in its default language to their public paths, which app/(default-shop) serves.
 */
export function resolveRequest(request: IncomingRequest, config: RoutingConfig): RoutingDecision {
  const path = parsePublicPath(request.pathname);
  const redirectTo = ROUTE_REDIRECTS[path.route];
  if (redirectTo !== undefined) {
    const location = formatPublicPath({ ...path, route: redirectTo });
    return { kind: 'redirect', location: `${location}${toSearch(pickCarriedQuery(request.searchParams))}` };
  }
  const shop = resolveShopSlug(request, config);
  if (!shop) return { kind: 'not-found' };
  const mode = resolveRenderMode(path.editor, request.searchParams);
  const locale = path.language ?? DEFAULT_LOCALE_SEGMENT;
  const route = path.route === '/' ? '' : path.route;
  const view = CATEGORY_ROUTE.test(path.route) ? listingViewSegments(request.searchParams) : '';
  // A shopper of another market than the primary gets the internal tree with the market in the mode segment.
  const segment = modeSegment(mode, request.market ?? null);
  const inGroup = shop === config.defaultShop && segment === 'live' && locale === DEFAULT_LOCALE_SEGMENT && GROUP_ROUTE.test(path.route);
  const pathname = inGroup ? `${route}${view}` || '/' : `/${shop}/${segment}/${locale}${route}${view}`;
  return { kind: 'rewrite', pathname, shop, mode, locale };
}
