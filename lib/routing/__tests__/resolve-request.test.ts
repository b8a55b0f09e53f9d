import { resolveRequest, routingConfigFromEnv, type RoutingConfig } from '../resolve-request';

const config: RoutingConfig = { defaultShop: 'demo', shopHosts: { 'beyond.example.com': 'beyond-demo' } };

function resolve(url: string, host = 'localhost:3000') {
  const parsed = new URL(url, 'http://localhost');
  return resolveRequest({ pathname: parsed.pathname, searchParams: parsed.searchParams, host }, config);
}

describe('resolveRequest', () => {
  it.each([
    ['/', '/'],
    ['/c/shirts', '/c/shirts'],
    ['/p/blue-shirt', '/p/blue-shirt'],
    ['/p/blue-shirt/deeper', '/demo/live/default/p/blue-shirt/deeper'],
    ['/de/p/blue-shirt', '/demo/live/de/p/blue-shirt'],
    ['/editor', '/demo/editor/default'],
    ['/editor/de/i/about', '/demo/editor/de/i/about'],
    ['/editor/fr', '/demo/editor/fr'],
    ['/FR/cart', '/demo/live/fr/cart'],
    ['/unknown/deep/path', '/demo/live/default/unknown/deep/path'],
    ['/checkout/shipping', '/checkout/shipping'],
    ['/forgot-password', '/forgot-password'],
    ['/de/wishlist', '/demo/live/de/wishlist'],
  ])('rewrites %s to %s', (url, pathname) => {
    expect(resolve(url)).toMatchObject({ kind: 'rewrite', pathname });
  });

  it('takes the shop from the query first, then the host, then the default', () => {
    expect(resolve('/c/x?shop=other')).toMatchObject({ pathname: '/other/live/default/c/x', shop: 'other' });
    expect(resolve('/c/x', 'beyond.example.com')).toMatchObject({ shop: 'beyond-demo' });
    expect(resolve('/c/x', 'BEYOND.example.com:8080')).toMatchObject({ shop: 'beyond-demo' });
    expect(resolve('/c/x?shop=demo', 'beyond.example.com')).toMatchObject({ shop: 'demo' });
    expect(resolve('/c/x', 'elsewhere.example.com')).toMatchObject({ shop: 'demo' });
  });

  it('serves the default shop\'s live pages in its default language at their public paths, any other at the internal tree\'s', () => {
    expect(resolve('/cart?shop=demo')).toMatchObject({ pathname: '/cart' });
    expect(resolve('/cart?preview=1')).toMatchObject({ pathname: '/demo/preview/default/cart' });
    expect(resolve('/cart', 'beyond.example.com')).toMatchObject({ pathname: '/beyond-demo/live/default/cart' });
    expect(resolve('/?shop=other')).toMatchObject({ pathname: '/other/live/default' });
    expect(resolve('/C/shirts')).toMatchObject({ pathname: '/demo/live/default/C/shirts' });
  });

  it('routes a shopper of another market to the internal tree with the market in the mode segment, preview without it', () => {
    const inMarket = (url: string, market: string | null) => {
      const parsed = new URL(url, 'http://localhost');
      return resolveRequest({ pathname: parsed.pathname, searchParams: parsed.searchParams, host: 'localhost', market }, config);
    };
    expect(inMarket('/', 'ch')).toMatchObject({ pathname: '/demo/live.ch/default', mode: 'live' });
    expect(inMarket('/p/mug', 'ch')).toMatchObject({ pathname: '/demo/live.ch/default/p/mug' });
    expect(inMarket('/de/c/x', 'uk')).toMatchObject({ pathname: '/demo/live.uk/de/c/x' });
    expect(inMarket('/p/mug?preview=1', 'ch')).toMatchObject({ pathname: '/demo/preview/default/p/mug' });
    expect(inMarket('/editor/p/mug', 'ch')).toMatchObject({ pathname: '/demo/editor/default/p/mug' });
    expect(inMarket('/p/mug', null)).toMatchObject({ pathname: '/p/mug' });
  });

  it('answers not-found for a shop name that cannot exist', () => {
    // The first segments of the default shop's public routes would take a shop's internal paths.
    expect(resolve('/?shop=c')).toEqual({ kind: 'not-found' });
    expect(resolve('/cart?shop=search')).toEqual({ kind: 'not-found' });
    expect(resolve('/?shop=../etc')).toEqual({ kind: 'not-found' });
    expect(resolve(`/?shop=${'a'.repeat(64)}`)).toEqual({ kind: 'not-found' });
  });

  it('renders preview and theme preview in their own mode, and the editor prefix wins', () => {
    expect(resolve('/c/x?preview=1')).toMatchObject({ mode: 'preview' });
    expect(resolve('/c/x?previewTheme=abc&themeStyle=1')).toMatchObject({ mode: 'preview' });
    expect(resolve('/editor/c/x?preview=1')).toMatchObject({ mode: 'editor' });
    // Without a value the parameter is absent, as next.config's rewrites see it (query-flags.ts).
    expect(resolve('/c/x?preview')).toMatchObject({ mode: 'live' });
    expect(resolve('/c/x?preview=&previewTheme=')).toMatchObject({ mode: 'live' });
    expect(resolve('/c/x?shop=')).toMatchObject({ shop: 'demo' });
    expect(resolve('/c/x')).toMatchObject({ mode: 'live' });
  });

  it.each([
    ['/home', '/'],
    ['/de/home', '/de'],
    ['/editor/home', '/editor'],
    ['/editor/de/home', '/editor/de'],
    ['/checkout', '/checkout/personal-data'],
    ['/fr/checkout', '/fr/checkout/personal-data'],
    ['/editor/fr/checkout', '/editor/fr/checkout/personal-data'],
  ])('redirects %s to %s', (url, location) => {
    expect(resolve(url)).toEqual({ kind: 'redirect', location });
  });

  it('keeps only the carried query parameters on redirects', () => {
    expect(resolve('/checkout?shop=demo&token=t1&utm_source=x&preview')).toEqual({
      kind: 'redirect', location: '/checkout/personal-data?preview=&shop=demo&token=t1',
    });
  });

  it('turns a category view query into path segments, so each view is cached on its own', () => {
    expect(resolve('/c/shirts?sort=price-desc')).toMatchObject({ pathname: '/c/shirts/price-desc/1/12' });
    expect(resolve('/de/c/shirts?page=3&resultsPerPage=24')).toMatchObject({ pathname: '/demo/live/de/c/shirts/default/3/24' });
    expect(resolve('/c/shirts?page=1')).toMatchObject({ pathname: '/c/shirts' });
    expect(resolve('/c/shirts?sort=bogus&page=-4')).toMatchObject({ pathname: '/c/shirts' });
    expect(resolve('/p/shirt?sort=price-desc')).toMatchObject({ pathname: '/p/shirt' });
    expect(resolve('/c/shirts?sort=price-desc&shop=other')).toMatchObject({ pathname: '/other/live/default/c/shirts/price-desc/1/12' });
  });
});

describe('routingConfigFromEnv', () => {
  it('reads the default shop and the host mapping', () => {
    expect(routingConfigFromEnv({ DEFAULT_SHOP: 'beyond-demo', SHOP_HOSTS: 'a.test=shop-a, B.test = shop-b,broken' })).toEqual({
      defaultShop: 'beyond-demo', shopHosts: { 'a.test': 'shop-a', 'b.test': 'shop-b' },
    });
    expect(routingConfigFromEnv({})).toEqual({ defaultShop: 'demo', shopHosts: {} });
  });
});
