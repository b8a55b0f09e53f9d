// @ts-check
// Plain JavaScript: next.config.mjs imports it, and Next reads rewrites at build time.
import { DEFAULT_SHOP_ROUTE } from './default-shop-routes.mjs';
import { MARKET_CODE, MARKET_COOKIE } from './market-cookie.mjs';

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
  const proxyParameters = PROXY_QUERY_PARAMETERS.map((key) => /** @type {const} */ ({ type: 'query', key }));
  /** @type {import('next/dist/lib/load-custom-routes').RouteHas} A market cookie of a market code's form: its code is `market`. */
  const marketCookie = { type: 'cookie', key: MARKET_COOKIE, value: `(?<market>${MARKET_CODE})` };
  /**
   * @param {string} shop
   * @param {import('next/dist/lib/load-custom-routes').RouteHas[]} has
   * @param {boolean} inGroup whether app/(default-shop) serves the shop's pages in its default language
   * @param {string} mode the internal mode segment: `live`, or `live.:market` for a shopper of another market
   */
  // No path matches two of these rules, so they stand in the order of how often shoppers ask for them:
  // Next's page handler compiles each rule it tries again on every request.
  const rulesFor = (shop, has, inGroup, mode) => {
    const notRewritten = [NOT_A_PAGE, INTERNAL_PATH, PREFIX, ...(inGroup ? [`${DEFAULT_SHOP_ROUTE}$`] : [])].join('|');
    return [
      ...(inGroup ? [] : [{ source: '/', destination: `/${shop}/${mode}/default` }]),
      { source: `/:route((?!${notRewritten}).+)`, destination: `/${shop}/${mode}/default/:route` },
      { source: `/:language((?!${INTERNAL_PATH})[a-z]{2})/:route(.+)`, destination: `/${shop}/${mode}/:language/:route` },
      { source: '/:language([a-z]{2})', destination: `/${shop}/${mode}/:language` },
    ].map((rule) => ({ ...rule, ...(has.length > 0 ? { has } : {}) }));
  };
  // The primary market's shoppers (no market cookie, or one of no market code's form, as proxy.ts reads it).
  const primary = { missing: [...proxyParameters, { ...marketCookie, value: MARKET_CODE }] };
  // Another market's shoppers: every page, app/(default-shop)'s included (it serves the primary market), has
  // the market in its internal path (market-segment.ts), so each market has its own cache entries. They
  // come after the primary market's rules, which most requests match first.
  const market = { missing: proxyParameters };
  const hostRules = Object.entries(shopHosts).flatMap(([host, shop]) => {
    const hostIs = /** @type {const} */ ({ type: 'host', value: escapeRegExp(host) });
    return [
      ...rulesFor(shop, [hostIs], false, 'live').map((rule) => ({ ...rule, ...primary })),
      ...rulesFor(shop, [hostIs, marketCookie], false, 'live.:market').map((rule) => ({ ...rule, ...market })),
    ];
  });
  return [
    ...hostRules,
    ...rulesFor(defaultShop, [], true, 'live').map((rule) => ({ ...rule, ...primary })),
    ...rulesFor(defaultShop, [marketCookie], false, 'live.:market').map((rule) => ({ ...rule, ...market })),
  ];
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
