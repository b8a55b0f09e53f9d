/** @jest-environment node */
import { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { config as proxyConfig } from '@/proxy';
import { resolveRequest, type RoutingConfig } from '../resolve-request';
import { storefrontRewrites } from '../storefront-rewrites.mjs';

const routing: RoutingConfig = { defaultShop: 'demo', shopHosts: { 'beyond.test': 'beyond-demo', 'ab.test': 'ab' } };
const nextConfig = { rewrites: async () => ({ beforeFiles: storefrontRewrites(routing), afterFiles: [], fallback: [] }) };

/** Where Next's router sends a request: through the proxy, a rewrite of next.config, or nowhere. */
async function route(url: string, host = 'localhost') {
  const headers = { host };
  if (unstable_doesMiddlewareMatch({ config: proxyConfig, url, headers })) return { by: 'proxy' as const };
  const response = await unstable_getResponseFromNextConfig({ url, nextConfig, headers });
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? { by: 'rewrite' as const, url: new URL(rewrite) } : { by: 'none' as const };
}

function expected(url: string, host = 'localhost') {
  const parsed = new URL(url, 'http://localhost');
  return resolveRequest({ pathname: parsed.pathname, searchParams: parsed.searchParams, host }, routing);
}

const SHOPPER_PAGES = [
  '/', '/de', '/fr', '/cart', '/de/cart', '/c/clothing', '/de/c/bekleidung', '/p/stoneware-mug', '/p/caf%C3%A9-mug',
  '/i/about-us', '/l/privacy', '/search?q=mug', '/de/search?q=tasse&color=blue', '/checkout/personal-data?login=true',
  '/o', '/o/5b0c5a5e-3c5c-4a43-9b1e-2f6f8a0f1f11?viewtoken=abc', '/wishlist', '/forgot-password', '/reset-password?tkn=abc',
  '/no-such-route/deeper', '/xx/cart', '/de/c/live', '/thememanager', '/c/clothing?utm_source=mail',
];

describe('the rewrites of next.config.mjs', () => {
  it.each(SHOPPER_PAGES)('route %s exactly as the proxy would, without running it', async (url) => {
    const routed = await route(url);
    const decision = expected(url);
    expect(routed.by).toBe('rewrite');
    expect(decision.kind).toBe('rewrite');
    if (routed.by !== 'rewrite' || decision.kind !== 'rewrite') return;
    expect(routed.url.pathname).toBe(decision.pathname);
    // The query reaches the page untouched (search terms, tokens, carried parameters).
    expect(routed.url.search).toBe(new URL(url, 'http://localhost').search);
  });

  it.each([['/', 'beyond.test'], ['/de/c/bekleidung', 'beyond.test'], ['/cart', 'ab.test'], ['/de', 'ab.test']])(
    'route %s on a mapped host (%s) to its shop', async (url, host) => {
      const routed = await route(url, host);
      const decision = expected(url, host);
      expect(routed.by === 'rewrite' && decision.kind === 'rewrite' && routed.url.pathname === decision.pathname).toBe(true);
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
      expect((await route(url)).by).toBe('none');
    });
});
