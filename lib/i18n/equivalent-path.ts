import { CARRIED_QUERY_PARAMS } from '@/lib/routing/constants';
import { formatPublicPath, parsePublicPath } from '@/lib/routing/parse-path';
import { decodeRouteParam } from '@/lib/routing/route-param';

/** Looks up the slug of the same category or product in another language (the API in the browser). */
export interface SlugLookup {
  category: (slug: string, from: string, to: string) => Promise<string>;
  product: (slug: string, from: string, to: string) => Promise<string>;
  /** The address (href or path) of the info page with this slug in the target language, or null when it has none. */
  infoPage?: (slug: string, from: string, to: string) => Promise<string | null>;
}

export interface SwitchRequest {
  pathname: string;
  /** The current query string, with or without `?`. */
  search: string;
  from: string;
  to: string;
  defaultLocale: string;
}

/** Routes that are the same in every language, query string included (cart, search, checkout, ...). */
const KEPT_ROUTES = /^\/(cart|search|checkout(\/[^/]+)?|o(\/[^/]+)?|l\/[^/]+|forgot-password|reset-password|confirm-account|thememanager)?$/;
const SLUG_ROUTE = /^\/([cp])\/([^/]+)$/;
const INFO_ROUTE = /^\/i\/([^/]+)$/;

function carriedOnly(search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of search) if ((CARRIED_QUERY_PARAMS as readonly string[]).includes(name)) kept.append(name, value);
  return kept;
}

/**
 * The address of the current page in another language (spec section 2, language switcher): category
 * and product slugs are looked up, legal and order slugs, cart, search and checkout are kept, info pages
 * are looked up too (their alternate), anything else goes to the start page. The editor prefix and carried query
 * parameters (the editor's token among them) stay; a lookup failure rejects.
 */
export async function equivalentPath(request: SwitchRequest, lookup: SlugLookup): Promise<string> {
  const { editor, route } = parsePublicPath(request.pathname);
  const search = new URLSearchParams(request.search);
  // The `language` parameter would contradict the chosen prefix.
  search.delete('language');
  const language = request.to === request.defaultLocale ? null : request.to;
  const build = (target: string, query: URLSearchParams) => {
    const text = query.toString();
    return `${formatPublicPath({ editor, language, route: target })}${text ? `?${text}` : ''}`;
  };
  if (KEPT_ROUTES.test(route)) return build(route, search);
  const slugMatch = SLUG_ROUTE.exec(route);
  const slug = slugMatch ? decodeRouteParam(slugMatch[2]) : null;
  if (slugMatch && slug !== null) {
    const kind = slugMatch[1];
    const localized = await (kind === 'c' ? lookup.category : lookup.product)(slug, request.from, request.to);
    return build(`/${kind}/${encodeURIComponent(localized)}`, search);
  }
  const infoSlug = INFO_ROUTE.exec(route);
  const pageSlug = infoSlug ? decodeRouteParam(infoSlug[1]) : null;
  if (pageSlug !== null) {
    const alternate = await lookup.infoPage?.(pageSlug, request.from, request.to);
    if (alternate) return build(parsePublicPath(new URL(alternate, 'http://alternate.invalid').pathname).route, carriedOnly(search));
  }
  return build('/', carriedOnly(search));
}
