import { pickCarriedQuery, toSearch } from './carried-query';
import { DEFAULT_LOCALE_SEGMENT, ROUTE_REDIRECTS, SHOP_SLUG_PATTERN, type RenderMode } from './constants';
import { listingViewSegments } from './listing-view';
import { formatPublicPath, parsePublicPath } from './parse-path';
import { isPreviewRequest } from './query-flags';
import type { RoutingConfig } from './routing-config.mjs';

const CATEGORY_ROUTE = /^\/c\/[^/]+$/;

export { routingConfigFromEnv, type RoutingConfig } from './routing-config.mjs';

export interface IncomingRequest {
  pathname: string;
  searchParams: URLSearchParams;
  host: string | null;
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
  return SHOP_SLUG_PATTERN.test(slug) ? slug : null;
}

/** Which render mode a request asks for: the editor prefix wins, then preview or theme preview. */
export function resolveRenderMode(editor: boolean, searchParams: URLSearchParams): RenderMode {
  if (editor) return 'editor';
  return isPreviewRequest(searchParams) ? 'preview' : 'live';
}

/**
 * Decides what to do with a storefront request: redirect (/home, /checkout), or rewrite to the internal
 * route tree `/{shop}/{mode}/{locale}{route}` where every screen is one page file.
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
  return { kind: 'rewrite', pathname: `/${shop}/${mode}/${locale}${route}${view}`, shop, mode, locale };
}
