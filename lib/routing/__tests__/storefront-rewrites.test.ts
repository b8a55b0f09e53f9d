/** @jest-environment node */
import { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { config as proxyConfig } from '@/proxy';
import { PER_REQUEST_ROUTE } from '../constants';
import { parsePublicPath } from '../parse-path';
import { resolveRequest, type RoutingConfig } from '../resolve-request';
import { storefrontRewrites } from '../storefront-rewrites.mjs';

const routing: RoutingConfig = { defaultShop: 'demo', shopHosts: { 'beyond.test': 'beyond-demo', 'ab.test': 'ab' } };
const nextConfig = { rewrites: async () => ({ beforeFiles: storefrontRewrites(routing), afterFiles: [], fallback: [] }) };

/**
 * Where Next's router sends a request: through the proxy, or served at a path, which is a rewrite's
 * destination or, without one, the request's own path (the default shop's pages of app/(default-shop)).
 */
async function route(url: string, host = 'localhost', cookies: Record<string, string> = {}) {
  const headers = { host };
  if (unstable_doesMiddlewareMatch({ config: proxyConfig, url, headers, cookies })) return { by: 'proxy' as const };
  return { by: 'router' as const, url: await servedAt(url, host, cookies) };
}

/** The URL Next serves for a request the proxy leaves alone. */
async function servedAt(url: string, host = 'localhost', cookies: Record<string, string> = {}) {
  const response = await unstable_getResponseFromNextConfig({ url, nextConfig, headers: { host }, cookies });
  return new URL(response.headers.get('x-middleware-rewrite') ?? url, 'http://localhost');
}

function expected(url: string, host = 'localhost', market: string | null = null) {
  const parsed = new URL(url, 'http://localhost');
  return resolveRequest({ pathname: parsed.pathname, searchParams: parsed.searchParams, host, market }, routing);
}

const SHOPPER_PAGES = [
  '/', '/de', '/fr', '/c/clothing', '/de/c/bekleidung', '/p/stoneware-mug', '/p/caf%C3%A9-mug',
  '/i/about-us', '/l/privacy', '/forgot-password', '/no-such-route/deeper', '/de/c/live', '/c/clothing?utm_source=mail',
  '/c/clothing/price-desc/2/12', '/p/stoneware-mug/deeper', '/searching', '/cart/deeper', '/o-no', '/o/1/deeper',
  // Parameters without a value are absent for the rewrites and for the proxy alike (query-flags.ts).
  '/?preview', '/c/clothing?preview=', '/p/stoneware-mug?previewTheme=', '/?shop=', '/de?preview&shop=',
];

/** Pages rendered per request: the proxy routes them, to give each answer a CSP nonce (PER_REQUEST_ROUTE). */
const PER_REQUEST_PAGES = [
  '/cart', '/de/cart', '/xx/cart', '/search?q=mug', '/de/search?q=tasse&color=blue', '/checkout/personal-data?login=true',
  '/o', '/o/5b0c5a5e-3c5c-4a43-9b1e-2f6f8a0f1f11?viewtoken=abc', '/wishlist', '/reset-password?tkn=abc', '/confirm-account?tkn=abc', '/de/confirm-account?tkn=abc', '/thememanager',
];

describe('pages rendered per request', () => {
  it.each(PER_REQUEST_PAGES)('%s goes through the proxy, which names its route as per request', async (url) => {
    expect((await route(url)).by).toBe('proxy');
    const { pathname } = new URL(url, 'http://localhost');
    expect(PER_REQUEST_ROUTE.test(parsePublicPath(pathname).route)).toBe(true);
  });

  it.each(SHOPPER_PAGES)('%s is no such page', (url) => {
    expect(PER_REQUEST_ROUTE.test(parsePublicPath(new URL(url, 'http://localhost').pathname).route)).toBe(false);
  });

  it.each(PER_REQUEST_PAGES)('%s would be routed by the rewrites exactly as by the proxy, were the proxy left out', async (url) => {
    const decision = expected(url);
    expect(decision.kind === 'rewrite' && (await servedAt(url)).pathname === decision.pathname).toBe(true);
  });
});

describe('the rewrites of next.config.mjs', () => {
  it.each(SHOPPER_PAGES)('route %s exactly as the proxy would, without running it', async (url) => {
    const routed = await route(url);
    const decision = expected(url);
    expect(routed.by).toBe('router');
    expect(decision.kind).toBe('rewrite');
    if (routed.by !== 'router' || decision.kind !== 'rewrite') return;
    expect(routed.url.pathname).toBe(decision.pathname);
    // The query reaches the page untouched (search terms, tokens, carried parameters).
    expect(new URLSearchParams(routed.url.search).toString()).toBe(new URL(url, 'http://localhost').searchParams.toString());
  });

  it.each([['/', 'beyond.test'], ['/de/c/bekleidung', 'beyond.test'], ['/c/clothing', 'beyond.test'], ['/i/about-us', 'ab.test'], ['/forgot-password', 'ab.test'], ['/de', 'ab.test']])(
    'route %s on a mapped host (%s) to its shop', async (url, host) => {
      const routed = await route(url, host);
      const decision = expected(url, host);
      expect(routed.by === 'router' && decision.kind === 'rewrite' && routed.url.pathname === decision.pathname).toBe(true);
      expect(routed.by === 'router' && routed.url.pathname.startsWith(`/${decision.kind === 'rewrite' && decision.shop}/live/`)).toBe(true);
    });

  it.each([
    '/?shop=beyond-demo', '/cart?shop=Bad!', '/?preview=1', '/p/mug?previewTheme=x', '/c/clothing?page=2',
    '/de/c/bekleidung?sort=price-desc', '/c/clothing?resultsPerPage=24', '/editor', '/editor/de/cart', '/home', '/de/checkout',
    '/DE/cart', '/De', '/demo/live/default', '/ab/live/de/cart', '/demo/editor/default/c/x',
    // Shaped like the internal tree, so the proxy routes it (to the category named live).
    '/c/live',
  ])('leave %s to the proxy', async (url) => {
    expect((await route(url)).by).toBe('proxy');
  });

  it.each([
    '/demo/live/default', '/demo/live/de/c/bekleidung', '/ab/live/de/c/x', '/demo/editor/default', '/beyond-demo/preview/fr/cart?shop=beyond-demo',
  ])('never route the internal path %s again, whatever shop name it has', async (url) => {
    const response = await unstable_getResponseFromNextConfig({ url, nextConfig });
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it.each(['/api/v2/cart', '/_next/static/chunks/a.js', '/media/1/a.svg', '/themes/x/stylesheets/a.css', '/robots.txt', '/sitemap.xml', '/baseline'])(
    'leave %s, which is no storefront page, to Next', async (url) => {
      const routed = await route(url);
      expect(routed.by === 'router' && routed.url.pathname).toBe(url);
    });
});

/**
 * Where Next's router serves a request that carries cookies. next/experimental/testing/server matches a
 * rule's `has` but drops what it captures (the market's code), so this routes with the router's own
 * functions as server/lib/router-utils/resolve-routes.js does: the first rule whose path and has/missing
 * match, its destination filled with the path's and the cookie's parameters.
 */
function servedWithCookies(url: string, host: string, cookies: Record<string, string>): string {
  const parsed = new URL(url, 'http://localhost');
  const request = { headers: { host, cookie: Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ') } };
  const query = Object.fromEntries(parsed.searchParams);
  for (const rule of storefrontRewrites(routing)) {
    const params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(parsed.pathname);
    const captured = params && matchHas(request as never, query, rule.has, rule.missing);
    if (!params || !captured) continue;
    return prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params: { ...params, ...captured }, query }).parsedDestination.pathname;
  }
  return parsed.pathname;
}

describe("a shopper of another market (the country selector's cookie)", () => {
  const swiss = { 'vitrine-market': 'ch', 'vitrine-country': 'CH' };

  it.each(SHOPPER_PAGES)('%s is routed by the rewrites to the market\'s own pages, exactly as the proxy would', (url) => {
    expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url, headers: { host: 'localhost' }, cookies: swiss })).toBe(false);
    const decision = expected(url, 'localhost', 'ch');
    expect(decision.kind === 'rewrite' && decision.pathname.startsWith('/demo/live.ch/')).toBe(true);
    expect(servedWithCookies(url, 'localhost', swiss)).toBe(decision.kind === 'rewrite' && decision.pathname);
  });

  it.each([['/', 'beyond.test'], ['/de/c/bekleidung', 'beyond.test'], ['/i/about-us', 'ab.test']])('%s on a mapped host (%s) too', (url, host) => {
    const decision = expected(url, host, 'uk');
    expect(decision.kind === 'rewrite' && decision.pathname).toMatch(/^\/[a-z-]+\/live\.uk\//);
    expect(servedWithCookies(url, host, { 'vitrine-market': 'uk' })).toBe(decision.kind === 'rewrite' && decision.pathname);
  });

  it.each(['Bad!', 'CH', '', 'a'.repeat(17)])('a cookie of no market code\'s form (%j) is the primary market\'s, as the proxy reads it', async (value) => {
    for (const url of ['/', '/p/stoneware-mug', '/de/c/bekleidung']) {
      const routed = await route(url, 'localhost', { 'vitrine-market': value });
      const decision = expected(url);
      expect(routed.by === 'router' && decision.kind === 'rewrite' && routed.url.pathname === decision.pathname).toBe(true);
      expect(servedWithCookies(url, 'localhost', { 'vitrine-market': value })).toBe(decision.kind === 'rewrite' && decision.pathname);
    }
  });

  it('routes with the router\'s functions as Next\'s own helper does where nothing is captured', async () => {
    for (const url of SHOPPER_PAGES) expect(servedWithCookies(url, 'localhost', {})).toBe((await servedAt(url)).pathname);
  });

  it.each(['/cart', '/search?q=mug', '/c/clothing?sort=price-desc', '/?preview=1'])('%s still goes through the proxy, which reads the cookie itself', async (url) => {
    expect((await route(url, 'localhost', { 'vitrine-market': 'ch' })).by).toBe('proxy');
  });
});
