// Every route of the spec's table answers in every prefix form with the right status and real
// content from the seeded database (spec section 2).

import { DEMO } from '@/lib/db/seed/demo';
import { test, expect, gotoAndExpectStatus } from './fixtures';

type Locale = 'en' | 'de';

const { categories, products, pages } = DEMO;

/** The routes of the table, with slugs in the locale, and a text the page must show. */
function routesFor(locale: Locale) {
  return [
    { route: '', heading: locale === 'en' ? /home/i : /start/i },
    { route: `/c/${categories.clothing[locale]}`, heading: locale === 'en' ? 'Clothing' : 'Bekleidung' },
    { route: `/p/${products.mug.slug[locale]}`, heading: locale === 'en' ? /stoneware mug/i : /Tasse aus Steingut/i },
    { route: `/i/${pages.about[locale]}`, heading: locale === 'en' ? /about/i : /über uns/i },
    { route: '/l/privacy', heading: locale === 'en' ? /privacy/i : /datenschutz/i },
    { route: '/cart', heading: locale === 'en' ? 'Cart' : 'Warenkorb' },
    { route: '/o', heading: locale === 'en' ? 'Your order' : /Bestellung/ },
    { route: '/search?q=mug', heading: /mug/ },
    { route: '/checkout/personal-data', heading: locale === 'en' ? 'Personal data' : /Persönliche Daten/ },
    { route: '/wishlist', heading: locale === 'en' ? 'Wishlist' : 'Merkzettel' },
    { route: '/forgot-password', heading: locale === 'en' ? /forgot/i : /passwort/i },
    { route: '/reset-password?tkn=abc', heading: locale === 'en' ? /new password/i : /passwort/i },
    { route: '/thememanager', heading: locale === 'en' ? 'Theme manager' : 'Design-Verwaltung' },
  ];
}

const prefixes = [
  { prefix: '', locale: 'en' as const },
  { prefix: '/de', locale: 'de' as const },
  { prefix: '/editor', locale: 'en' as const },
  { prefix: '/editor/de', locale: 'de' as const },
];

for (const { prefix, locale } of prefixes) {
  test.describe(`routes under "${prefix || '/'}"`, () => {
    for (const { route, heading } of routesFor(locale)) {
      test(`${prefix}${route || '/'} answers 200`, async ({ page }) => {
        await gotoAndExpectStatus(page, `${prefix}${route}` || '/', 200);
        await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        if (prefix.startsWith('/editor')) await expect(page.getByRole('region', { name: /editor/i })).toBeVisible();
      });
    }

    test(`${prefix}/no-such-route answers 404 with 'Not found'`, async ({ page }) => {
      await gotoAndExpectStatus(page, `${prefix}/no-such-route/deeper`, 404);
      await expect(page.getByRole('heading', { name: locale === 'en' ? 'Not found' : /nicht gefunden/i })).toBeVisible();
    });
  });
}

test.describe('redirects keep the prefix and the carried query parameters', () => {
  for (const [from, to] of [
    ['/home', '/'],
    ['/de/home', '/de'],
    ['/editor/de/home', '/editor/de'],
    ['/checkout', '/checkout/personal-data'],
    ['/de/checkout?preview=1&utm_source=mail', '/de/checkout/personal-data?preview=1'],
    ['/editor/checkout?token=abc', '/editor/checkout/personal-data?token=abc'],
  ]) {
    test(`${from} -> ${to}`, async ({ request }) => {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers().location).toBe(to);
    });
  }
});

test.describe('shops', () => {
  test('the closed beyond shop shows its closed page to shoppers', async ({ page }) => {
    await gotoAndExpectStatus(page, '/?shop=beyond-demo', 200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The shop is currently closed');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  });

  test('preview, theme preview and the editor open the closed beyond shop', async ({ page }) => {
    for (const url of ['/?shop=beyond-demo&preview', '/?shop=beyond-demo&previewTheme=x', '/editor?shop=beyond-demo']) {
      await gotoAndExpectStatus(page, url, 200);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    }
    await page.goto('/?shop=beyond-demo&preview');
    await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toContainText('closed');
  });

  test('an unknown shop, language or legal page answers 404', async ({ page }) => {
    await gotoAndExpectStatus(page, '/?shop=no-such-shop', 404);
    await gotoAndExpectStatus(page, '/?shop=Bad%20Name', 404);
    await gotoAndExpectStatus(page, '/xx/cart', 404);
    await gotoAndExpectStatus(page, '/fr/cart?shop=beyond-demo', 404);
    await gotoAndExpectStatus(page, '/l/imprint', 404);
    await gotoAndExpectStatus(page, '/checkout/payment-options', 404);
    await gotoAndExpectStatus(page, `/p/${products.mug.slug.de}`, 404);
  });

  test('the home page is the first navigation entry, titled with the shop on the hosted variant', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(DEMO.shops.demo.title);
    const firstEntry = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first();
    await expect(firstEntry).toHaveText(/home/i);
  });
});
