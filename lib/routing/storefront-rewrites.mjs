// @ts-check
// Plain JavaScript: next.config.mjs imports it, and Next reads rewrites at build time.
import { DEFAULT_SHOP_ROUTE } from './default-shop-routes.mjs';

/**
 * Paths that are not storefront pages: the API, Next's files, media, theme files, the benchmark's
 * static page and anything with a file extension (robots.txt, sitemap.xml, sw.js).
 */
const NOT_A_PAGE = 'api/|_next/|media/|themes/|storage/|baseline$|.*\\.[a-zA-Z0-9]+$';
/** A path of the internal tree (`/{shop}/{live|live.{market}|preview|editor}/...`): already routed, never again. */
const INTERNAL_PATH = '[^/]+/(?:live(?:\\.[a-z][a-z0-9-]*)?|preview|editor)(?:/|$)';
/** A first segment of two letters is a language prefix (spec section 2); /editor is the editor's. */
const PREFIX = '(?:[a-zA-Z]{2}|editor)(?:/|$)';

/**
 * Query parameters only proxy.ts handles: they choose another shop or render mode, or a category view
 * (sort and page become path segments). proxy.ts's matcher names the same ones.
 */
export const PROXY_QUERY_PARAMETERS = ['shop', 'preview', 'previewTheme', 'sort', 'page', 'resultsPerPage'];

/**
 * Rewrites for the storefront's common requests: a shopper's page of the default shop (or a shop named
 * by its host in SHOP_HOSTS) in the live mode. They do what proxy.ts would do for those requests, but
 * in Next's own router: running the proxy costs about 0.3 ms of the 1.2 ms a cached page takes
 * (docs/bench.md). proxy.ts keeps everything else: the query parameters below, /editor, the
 * redirects, upper-case language prefixes, and paths shaped like internal ones.
 *
 * The default shop's pages in its default language need no rewrite: app/(default-shop) serves them at
 * their public paths (DEFAULT_SHOP_ROUTE), so its rules leave those paths alone, and `/` too. A mapped
 * host's rules come first and route every path, the group's included, to the host's shop.
 *
 * The destination of each rule is an internal path, which no rule matches again. The settings are read
 * when the app is built.
 *
 * @param {import('./routing-config.mjs').RoutingConfig} routing
 * @returns {import('next/dist/lib/load-custom-routes').Rewrite[]}
 */
export function storefrontRewrites({ defaultShop, shopHosts }) {
  /** @type {import('next/dist/lib/load-custom-routes').RouteHas[]} */
  // A shopper with a market cookie is routed by proxy.ts, which puts the market in the internal path.
  const missing = [...PROXY_QUERY_PARAMETERS.map((key) => ({ type: 'query', key })), { type: 'cookie', key: 'vitrine-market' }];
  /**
   * @param {string} shop
   * @param {import('next/dist/lib/load-custom-routes').RouteHas[]} has
   * @param {boolean} inGroup whether app/(default-shop) serves the shop's pages in its default language
   */
  // No path matches two of these rules, so they stand in the order of how often shoppers ask for them:
  // Next's page handler compiles each rule it tries again on every request.
  const rulesFor = (shop, has, inGroup) => {
    const notRewritten = [NOT_A_PAGE, INTERNAL_PATH, PREFIX, ...(inGroup ? [`${DEFAULT_SHOP_ROUTE}$`] : [])].join('|');
    return [
      ...(inGroup ? [] : [{ source: '/', destination: `/${shop}/live/default` }]),
      { source: `/:route((?!${notRewritten}).+)`, destination: `/${shop}/live/default/:route` },
      { source: `/:language((?!${INTERNAL_PATH})[a-z]{2})/:route(.+)`, destination: `/${shop}/live/:language/:route` },
      { source: '/:language([a-z]{2})', destination: `/${shop}/live/:language` },
    ].map((rule) => ({ ...rule, ...(has.length > 0 ? { has } : {}), missing }));
  };
  const hostRules = Object.entries(shopHosts).flatMap(([host, shop]) => rulesFor(shop, [{ type: 'host', value: escapeRegExp(host) }], false));
  return [...hostRules, ...rulesFor(defaultShop, [], true)];
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
