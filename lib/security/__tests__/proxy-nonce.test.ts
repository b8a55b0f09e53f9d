/** @jest-environment node */
import { NextRequest } from 'next/server';
import { shopRoutingBase } from '@/lib/routing/shop-routing-lookup';
import { proxy } from '@/proxy';

const call = (path: string, host = 'localhost:3000') => proxy(new NextRequest(new URL(path, `http://${host}`)));
const nonceOf = (policy: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];
const frameAncestorsOf = (policy: string | null) => /frame-ancestors ([^;]*)/.exec(policy ?? '')?.[1];

/** What the instance's own endpoint answers per shop (app/api/internal/shop-routing); other shops are unknown. */
const SHOPS: Record<string, { backOfficeOrigins: string[]; locales: string[]; tagManager: boolean }> = {
  demo: { backOfficeOrigins: [], locales: ['en', 'de', 'fr'], tagManager: false },
  'beyond-demo': { backOfficeOrigins: [], locales: ['en', 'de'], tagManager: false },
  'framed-shop': { backOfficeOrigins: ['https://bo.example.com', 'https://admin.example.org:8443'], locales: ['en'], tagManager: false },
  'sloppy-shop': { backOfficeOrigins: ['*', 'https://ok.example.com', "https://x.example.com; script-src *"], locales: ['en'], tagManager: false },
  'asked-shop': { backOfficeOrigins: [], locales: ['en'], tagManager: false },
  'tagged-shop': { backOfficeOrigins: [], locales: ['en'], tagManager: true },
};
let asked: string[] = [];
beforeEach(() => {
  asked = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    asked.push(url.href);
    const facts = SHOPS[url.searchParams.get('shop') ?? ''];
    return facts ? Response.json(facts) : Response.json({ message: 'Not found' }, { status: 404 });
  });
});
afterEach(() => jest.restoreAllMocks());

describe('the proxy on pages rendered per request', () => {
  it.each(['/cart', '/de/cart', '/checkout/payment', '/o/5b0c5a5e-3c5c-4a43-9b1e-2f6f8a0f1f11', '/search', '/wishlist', '/reset-password', '/confirm-account', '/fr/confirm-account', '/cart?shop=beyond-demo&preview=1'])(
    'gives %s a fresh nonce, in the policy Next reads and in the one the browser gets', async (path) => {
      const first = await call(path);
      const policy = first.headers.get('content-security-policy');
      const nonce = nonceOf(policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(frameAncestorsOf(policy)).toBe("'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
      expect(nonceOf((await call(path)).headers.get('content-security-policy'))).not.toBe(nonce);
    });

  it.each(['/editor', '/editor/de/i/about-us', '/editor/cart?shop=beyond-demo'])('gives the editor page %s a nonce and lets only the shop frame it', async (path) => {
    const policy = (await call(path)).headers.get('content-security-policy');
    expect(nonceOf(policy)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(frameAncestorsOf(policy)).toBe("'self'");
  });

  it('lets the back offices a shop names frame its editor, and no other shop\'s pages', async () => {
    const editor = (await call('/editor/de/c/clothing?shop=framed-shop')).headers.get('content-security-policy');
    expect(frameAncestorsOf(editor)).toBe("'self' https://bo.example.com https://admin.example.org:8443");
    expect(frameAncestorsOf((await call('/editor/i/about?shop=beyond-demo')).headers.get('content-security-policy'))).toBe("'self'");
    expect(frameAncestorsOf((await call('/cart?shop=framed-shop')).headers.get('content-security-policy'))).toBe("'none'");
  });

  it('allows the Tag Manager hosts on the shopper pages of a shop that set a container only, never in its editor', async () => {
    const directive = (policy: string | null, name: string) => new RegExp(`${name} ([^;]*)`).exec(policy ?? '')?.[1] ?? '';
    const tagged = (await call('/checkout/payment?shop=tagged-shop')).headers.get('content-security-policy');
    expect(directive(tagged, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(tagged, 'connect-src')).toBe("'self' https://www.googletagmanager.com https://www.google-analytics.com https://region1.google-analytics.com https://analytics.google.com");
    for (const path of ['/checkout/payment?shop=beyond-demo', '/editor/cart?shop=tagged-shop']) {
      const policy = (await call(path)).headers.get('content-security-policy');
      expect(policy).not.toContain('googletagmanager');
      expect(directive(policy, 'connect-src')).toBe("'self'");
    }
  });

  it('names only valid origins, never a wildcard or a second directive', async () => {
    const policy = (await call('/editor?shop=sloppy-shop')).headers.get('content-security-policy');
    expect(frameAncestorsOf(policy)).toBe("'self' https://ok.example.com");
  });

  it('asks its own instance, not the host the request names, and once per shop for a while', async () => {
    await call('/editor/c/a?shop=asked-shop', 'evil.example');
    await call('/editor/c/b?shop=asked-shop');
    expect(asked).toEqual([`${shopRoutingBase(process.env)}/api/internal/shop-routing?shop=asked-shop`]);
    expect(asked[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  it('lets only the shop frame its editor when the lookup fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.mocked(globalThis.fetch).mockRejectedValue(new Error('connect ECONNREFUSED'));
    const policy = (await call('/editor?shop=framed-shop-down')).headers.get('content-security-policy');
    expect(frameAncestorsOf(policy)).toBe("'self'");
  });

  // A streamed page cannot take a 404 once it has started: the cached not-found page answers instead.
  it.each([
    ['/cart?shop=nobody', '/nobody/live/default/not-found'],
    ['/fr/wishlist?shop=nobody&preview=1', '/nobody/preview/fr/not-found'],
    ['/it/cart', '/demo/live/it/not-found'],
    ['/fr/search?shop=beyond-demo', '/beyond-demo/live/fr/not-found'],
    ['/checkout/nope', '/demo/live/default/not-found'],
    ['/de/checkout/Payment', '/demo/live/de/not-found'],
  ])('routes %s, which does not exist, to the cached not-found page', async (path, internal) => {
    const response = await call(path);
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe(internal);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it.each([['/de/cart', '/demo/live/de/cart'], ['/checkout/shipping?shop=beyond-demo', '/beyond-demo/live/default/checkout/shipping']])(
    'renders %s, which exists, per request', async (path, internal) => {
      expect(new URL((await call(path)).headers.get('x-middleware-rewrite')!).pathname).toBe(internal);
    });

  it('renders a page per request when the shop\'s facts do not come, and judges only the step', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.mocked(globalThis.fetch).mockRejectedValue(new Error('connect ECONNREFUSED'));
    expect(new URL((await call('/it/cart?shop=down-shop')).headers.get('x-middleware-rewrite')!).pathname).toBe('/down-shop/live/it/cart');
    expect(new URL((await call('/checkout/nope?shop=down-shop')).headers.get('x-middleware-rewrite')!).pathname).toBe('/down-shop/live/default/not-found');
  });

  it.each(['/c/clothing?sort=price-desc', '/?shop=beyond-demo', '/p/mug?preview=1'])('adds no nonce to %s, which may be cached', async (path) => {
    expect((await call(path)).headers.get('content-security-policy')).toBeNull();
  });
});
