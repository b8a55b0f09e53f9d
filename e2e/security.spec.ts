// Hardening (issue 14) against the production server: odd URLs never answer 500, security headers on
// every kind of answer, the Content-Security-Policy enforced in Chromium on cached and per-request
// pages (an injected inline script is blocked and reported, the shop's own scripts all run), owner
// views never publicly cacheable, per-shop carts, a closed shop kept out of search engines, and rate
// limits that a made-up X-Forwarded-For does not dodge. docs/security.md lists what each test proves.
import type { APIResponse, Page } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect, gotoAndExpectStatus } from './fixtures';
import { SHOP, addToCart } from './checkout-helpers';

const MUG = DEMO.products.mug.slug.en;
const BEYOND = DEMO.shops.beyond.slug;

/** Every value of a header, also when the server sent it more than once (two policies). */
const all = (response: APIResponse | { headersArray(): Promise<{ name: string; value: string }[]> }, name: string) =>
  (response as APIResponse).headersArray().filter((header) => header.name.toLowerCase() === name).map((header) => header.value);

test.describe('odd URLs', () => {
  const PAGES = [
    '/%E0%A4%A', '/%FF', '/%00', '/c/a%00b', '/i/a%00b', '/p/a%00b', '/l/a%00b', '/c/%FF', '/p/%E0%A4%A', '/i/%C0%AF', '/p/%zz',
    '/de/p/a%00b', '/fr/c/%FF', '/checkout/%FF', '/p/%FF?shop=beyond-demo&preview=1',
    '/?shop=%FF', '/p/%25', '/%2e%2e/%2e%2e/etc/passwd', '/p/..%2F..%2Fetc', `/p/${'a'.repeat(3000)}`,
  ];
  /** Odd values where the page has a sensible answer of its own: the order page's 'order received', defaults. */
  const ANSWERED_PAGES = ['/o/%FF', '/o/a%00b', '/c/clothing?sort=%FF&page=%00', '/search?q=%FF', '/search?q=%00', '/api/v2/search?shop=demo&q=%FF'];
  const API = [
    '/api/v2/products/%FF?shop=demo', '/api/v2/products/a%00b?shop=demo', '/api/v2/pages/%E0%A4%A?shop=demo',
    '/api/v2/categories/%FF?shop=demo', '/api/v2/orders/%FF?shop=demo', '/api/v2/legal/%00?shop=demo',
    '/api/v2/themes/%FF?shop=demo', '/api/v2/themeStyles/%FF?shop=demo', '/api/v2/products?shop=%FF',
  ];

  for (const path of PAGES) {
    test(`page ${path.slice(0, 60)} answers 400 or 404 with the error page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([400, 404], `${path}: ${response.status()}`).toContain(response.status());
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
    });
  }

  /** Under /editor a visitor without a session learns nothing, not even which paths exist: the sign-in screen. */
  const EDITOR_PAGES = ['/editor/p/%FF', '/editor/i/a%00b', '/editor/c/%E0%A4%A'];
  for (const path of EDITOR_PAGES) {
    test(`editor ${path} shows a visitor the sign-in screen and the owner a 404`, async ({ request, ownerPage }) => {
      const visitor = await request.get(path, { maxRedirects: 0 });
      expect(visitor.status(), path).toBe(200);
      expect(await visitor.text()).toContain('type="password"');
      const owner = await ownerPage.request.get(path, { maxRedirects: 0 });
      expect(owner.status(), path).toBe(404);
      expect(owner.headers()['content-type']).toMatch(/^text\/html/);
    });
  }

  for (const path of ANSWERED_PAGES) {
    test(`${path} answers without an error of ours`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([200, 400, 404], `${path}: ${response.status()}`).toContain(response.status());
    });
  }

  for (const path of API) {
    test(`API ${path} answers 400 or 404 as JSON`, async ({ request }) => {
      const response = await request.get(path);
      expect([400, 404], `${path}: ${response.status()}`).toContain(response.status());
      if (response.headers()['content-type']?.startsWith('application/json')) {
        expect(typeof ((await response.json()) as { message?: unknown }).message).toBe('string');
      }
    });
  }

  test('writes to odd API paths answer 4xx too', async ({ request }) => {
    const json = { 'content-type': 'application/json' };
    for (const [method, path] of [['DELETE', '/api/v2/wishlist/%FF?shop=demo'], ['DELETE', '/api/v2/cart/line-items/%00?shop=demo'], ['POST', '/storage/images/%FF?shop=demo']] as const) {
      const response = await request.fetch(path, { method, headers: json, data: '{}' });
      expect(response.status(), `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status(), `${method} ${path}`).toBeLessThan(500);
    }
  });
});

test.describe('security headers', () => {
  /** The answers of every kind the shop gives: pages (cached and per request), API, media, theme CSS, files, errors. */
  async function answers(request: import('@playwright/test').APIRequestContext) {
    const home = await request.get('/');
    const html = await home.text();
    const stylesheet = /<link[^>]+rel="stylesheet"[^>]+href="(\/themes\/[^"]+)"/.exec(html)?.[1] ?? /href="(\/themes\/[^"]+\.css[^"]*)"/.exec(html)?.[1];
    const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    // A seeded picture: the first image block in the home page's layouts.
    const categories = (await (await request.get(`/api/v2/categories/${DEMO.categories.home.en}?shop=${SHOP}`)).json()) as { content: { blocks: { columns?: { type: string; data: { src?: string } }[][] }[] } };
    const media = categories.content.blocks.flatMap((block) => (block.columns ?? []).flat()).find((block) => block.type === 'image')?.data.src;
    expect({ stylesheet, chunk, media }).toEqual({ stylesheet: expect.stringMatching(/^\/themes\//), chunk: expect.any(String), media: expect.stringMatching(/^\/media\//) });
    const paths = ['/', '/l/privacy', '/cart', '/search?q=mug', '/api/v2/shop?shop=demo', media!, stylesheet!, chunk!, '/robots.txt', '/sitemap.xml',
      '/no-such-page', '/api/v2/products/no-such-product?shop=demo', '/%FF', '/editor/l/privacy', '/?shop=beyond-demo', '/api/health', '/api/health/ready'];
    return Promise.all(paths.map(async (path) => [path, await request.get(path, { maxRedirects: 0 })] as const));
  }

  test('every kind of answer has nosniff, a referrer policy, a permissions policy, no framing and no internal route', async ({ request }) => {
    for (const [path, response] of await answers(request)) {
      const headers = response.headers();
      expect({ path, nosniff: headers['x-content-type-options'] }).toEqual({ path, nosniff: 'nosniff' });
      expect({ path, referrer: headers['referrer-policy'] }).toEqual({ path, referrer: expect.stringMatching(/^(strict-origin-when-cross-origin|no-referrer)$/) });
      expect({ path, permissions: headers['permissions-policy'] }).toEqual({ path, permissions: expect.stringContaining('camera=()') });
      expect({ path, frames: headers['x-frame-options'] }).toEqual({ path, frames: expect.stringMatching(/^(DENY|SAMEORIGIN)$/) });
      expect({ path, policy: all(response, 'content-security-policy').join(' | ') }).toEqual({ path, policy: expect.stringMatching(/frame-ancestors '(none|self)'.*object-src 'none'|object-src 'none'.*frame-ancestors/) });
      expect({ path, rewrite: headers['x-middleware-rewrite'] }).toEqual({ path, rewrite: undefined });
    }
  });

  test('a cached shopper page stays cacheable and names its inline scripts by hash; a per-request page has a nonce', async ({ request }) => {
    const cached = await request.get('/l/privacy');
    expect(cached.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    const content = all(cached, 'content-security-policy').find((policy) => policy.includes('script-src'))!;
    expect(content).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+/);
    expect(content).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    const perRequest = await request.get('/search?q=mug');
    const nonced = all(perRequest, 'content-security-policy').find((policy) => policy.includes('script-src'))!;
    expect(nonced).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+=*'/);
    const nonce = /'nonce-([^']+)'/.exec(nonced)![1]!;
    expect(await perRequest.text()).toContain(`nonce="${nonce}"`);
    expect(all(await request.get('/search?q=mug'), 'content-security-policy').join()).not.toContain(nonce);
  });

  test('editor and preview answers are never publicly cacheable', async ({ request }) => {
    for (const path of ['/editor', '/editor/l/privacy', '/editor/de/c/bekleidung', '/l/privacy?preview=1', `/?shop=${BEYOND}&preview=1`, '/c/clothing?previewTheme=x']) {
      const response = await request.get(path);
      expect({ path, cache: response.headers()['cache-control'] }).toEqual({ path, cache: 'private, no-store' });
    }
    const editor = await request.get('/editor/l/privacy?token=owner-token');
    expect(all(editor, 'content-security-policy').join()).toContain("frame-ancestors 'self'");
    expect(editor.headers()['referrer-policy']).toBe('no-referrer');
  });

  test('no Referer leaves an address with a token; HSTS only over https', async ({ request }) => {
    expect((await request.get('/o/00000000-0000-4000-8000-000000000000?viewtoken=secret')).headers()['referrer-policy']).toBe('no-referrer');
    expect((await request.get('/reset-password?tkn=secret')).headers()['referrer-policy']).toBe('no-referrer');
    expect((await request.get('/confirm-account?tkn=secret')).headers()['referrer-policy']).toBe('no-referrer');
    expect((await request.get('/l/privacy')).headers()['strict-transport-security']).toBeUndefined();
    expect((await request.get('/l/privacy', { headers: { 'x-forwarded-proto': 'https' } })).headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});

test.describe('Content-Security-Policy in Chromium', () => {
  /** Collects every violation the page reports to itself (the listener is installed outside the page's policy). */
  async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`));
    });
    return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  }

  /** Serves a page with a script tag slipped into its HTML, as stored XSS would put it there; the headers stay the server's. */
  async function injectInto(page: Page, path: string): Promise<void> {
    await page.route((url) => url.pathname === path.split('?')[0], async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace('</body>', '<script>window.__injected = true;</script></body>');
      await route.fulfill({ response, body });
    });
  }

  for (const path of ['/l/privacy', '/search?q=mug']) {
    test(`an injected inline script on ${path} is blocked and reported`, async ({ page }) => {
      const violations = await watchViolations(page);
      await injectInto(page, path);
      const report = page.waitForRequest((request) => request.url().includes('/api/v2/report-violation') && request.method() === 'POST');
      await gotoAndExpectStatus(page, path, 200);
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
      const sent = await report;
      expect(sent.postData()).toContain('script-src');
      expect((await violations()).some((violation) => violation.startsWith('script-src-elem inline'))).toBe(true);
    });
  }

  test('the shop\'s own scripts run on cached and per-request pages without a single violation', async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await watchViolations(page);
    // Chromium says so in the console when a policy header names something it does not know (a feature of the
    // permissions policy, a directive of the content policy): every page would print it to every shopper.
    const policyMessages: string[] = [];
    page.on('console', (message) => {
      if (/Permissions-Policy|Content[- ]Security[- ]Policy/i.test(message.text())) policyMessages.push(message.text());
    });
    for (const path of ['/', '/c/clothing', `/p/${MUG}`, `/i/${DEMO.pages.about.en}`, '/forgot-password', '/search?q=mug', '/cart', `/de/p/${DEMO.products.mug.slug.de}`]) {
      await gotoAndExpectStatus(page, path, 200);
      // Hydrated (the header's search marks it), which needs every inline bootstrap script to have run.
      await expect(page.locator('form[role="search"][data-enhanced]').first()).toBeAttached();
      expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
    }
    await addToCart(page);
    await gotoAndExpectStatus(page, '/checkout/personal-data', 200);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(await violations()).toEqual([]);
    expect(policyMessages).toEqual([]);
  });
});

test.describe('owner scripts', () => {
  test('an owner\'s HTML-block script runs after consent under the policy, named by its signed hash', async ({ page, request }) => {
    const signIn = await request.post(`/api/v2/auth/sign-in?shop=${SHOP}`, { data: DEMO.owners.demo });
    expect(signIn.status()).toBe(200);
    const headers = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
    const slug = `csp-owner-${Date.now().toString(36)}`;
    const html = '<p class="owner-html">Owner HTML</p><script>document.documentElement.dataset.ownerScript = "ran";</script>';
    const put = await request.put(`/api/v2/pages/${slug}?shop=${SHOP}`, {
      headers, data: { title: 'Owner script', type: 'blank', navigation: null, isVisible: true, content: { version: 1, blocks: [{ _id: 'html-1', type: 'html', data: { html } }] } },
    });
    expect(put.status(), await put.text()).toBe(201);
    try {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __violations: string[] }).__violations = seen;
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
      });
      const response = await gotoAndExpectStatus(page, `/i/${slug}`, 200);
      expect((await response.headersArray()).filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value).join()).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
      await expect(page.locator('.owner-html')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-owner-script', 'ran');
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    } finally {
      await request.delete(`/api/v2/pages/${slug}?shop=${SHOP}`, { headers });
    }
  });
});

test.describe('shoppers', () => {
  test('keep a cart per shop: visiting a second shop of the deployment does not lose the first one\'s', async ({ page }) => {
    await addToCart(page);
    const beyondProduct = await page.request.get(`/api/v2/products/${MUG}?shop=${BEYOND}&preview=1`);
    expect(beyondProduct.status()).toBe(200);
    const csrf = (await page.request.get(`/api/v2/cart?shop=${BEYOND}&preview=1`)).headers()['x-csrf-token']!;
    const added = await page.request.post(`/api/v2/cart?shop=${BEYOND}&preview=1`, {
      data: { productId: ((await beyondProduct.json()) as { productId: string }).productId, quantity: 3 }, headers: { 'x-csrf-token': csrf },
    });
    expect(added.status(), await added.text()).toBe(200);
    const demoCart = (await (await page.request.get(`/api/v2/cart?shop=${SHOP}`)).json()) as { lineItems: { quantity: number }[] };
    const beyondCart = (await (await page.request.get(`/api/v2/cart?shop=${BEYOND}&preview=1`)).json()) as { lineItems: { quantity: number }[] };
    expect(demoCart.lineItems.map((line) => line.quantity)).toEqual([1]);
    expect(beyondCart.lineItems.map((line) => line.quantity)).toEqual([3]);
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining([`vitrine-cart.${SHOP}`, `vitrine-cart.${BEYOND}`]));
    await gotoAndExpectStatus(page, '/cart', 200);
    await expect(page.getByRole('main')).toContainText(/Mug/i);
  });

  test('cannot be signed in by another site\'s form: sign-in takes JSON only', async ({ request }) => {
    const form = await request.post(`/api/v2/cart/customer/login?shop=${SHOP}`, { form: { email: DEMO.customer.email, password: DEMO.customer.password } });
    expect(form.status()).toBe(415);
  });
});

test.describe('a closed shop', () => {
  test('is not indexed: robots.txt disallows everything and the sitemap lists nothing', async ({ request }) => {
    const robots = await (await request.get(`/robots.txt?shop=${BEYOND}`)).text();
    expect(robots).toBe('User-agent: *\nDisallow: /\n');
    for (const path of [`/sitemap.xml?shop=${BEYOND}`, `/sitemap.xml?shop=${BEYOND}&locale=en&part=products&page=1`, `/sitemap.xml?shop=${BEYOND}&locale=en&part=content`]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).not.toContain('<loc>');
    }
    // The open shop is indexed as before.
    expect(await (await request.get('/sitemap.xml')).text()).toContain('<loc>');
  });
});

test.describe('rate limits', () => {
  test('count the socket address: a new made-up X-Forwarded-For per request does not reset them', async ({ request }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await request.post(`/api/v2/newsletter?shop=${SHOP}`, {
        data: { email: `spoof-${Date.now()}-${i}@example.com` }, headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.${i + 1}` },
      });
      statuses.push(response.status());
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
