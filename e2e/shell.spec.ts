// The storefront shell (spec sections 2, 4 and 9): languages, cookie consent, navigation, preview bar,
// closed shop, alternates, sitemap and robots.txt.

import type { BrowserContext, Page } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect, gotoAndExpectStatus } from './fixtures';

const { products, pages, categories } = DEMO;

/** The header's language menu, beside its "Ship to" selector: named "Language" in the page's language. */
const languageMenu = (page: Page) => page.getByRole('banner').locator('summary').filter({ hasText: /^(Language|Sprache|Langue):/ });

async function cookieValue(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

test.describe('languages', () => {
  for (const { prefix, lang, navigation, cart } of [
    { prefix: '', lang: 'en', navigation: 'Main navigation', cart: 'Cart' },
    { prefix: '/de', lang: 'de', navigation: 'Hauptnavigation', cart: 'Warenkorb' },
    { prefix: '/fr', lang: 'fr', navigation: 'Navigation principale', cart: 'Panier' },
  ]) {
    test(`${prefix || '/'} renders the shell in ${lang}`, async ({ page }) => {
      await gotoAndExpectStatus(page, `${prefix}/l/privacy`, 200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('navigation', { name: navigation })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(cart) })).toBeVisible();
    });
  }

  test('switching language on a product page lands on the localised product and stores sf-locale', async ({ page, context }) => {
    await page.goto(`/p/${products.mug.slug.en}`);
    await languageMenu(page).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(`**/de/p/${products.mug.slug.de}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await cookieValue(context, 'sf-locale')).toBe('de');
  });

  test('a failed switch shows a notice and stays on the page', async ({ page }) => {
    await page.goto(`/p/${products.mug.slug.en}`);
    await page.route('**/api/v2/products/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await languageMenu(page).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The language could not be switched' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/p/${products.mug.slug.en}`);
  });

  test('switching language keeps legal pages and goes to the localised category', async ({ page }) => {
    await page.goto('/de/l/privacy');
    await languageMenu(page).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL('**/fr/l/privacy');
    await page.goto(`/fr/c/${categories.clothing.fr}`);
    await languageMenu(page).click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`**/c/${categories.clothing.en}`);
  });

  test('every page names its versions in the other languages', async ({ request }) => {
    const html = await (await request.get(`/i/${pages.about.en}`)).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/i/${pages.about.en}"`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="de" href="[^"]*/de/i/${pages.about.de}"`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="fr" href="[^"]*/fr/i/${pages.about.fr}"`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="[^"]*/i/${pages.about.en}"`));
  });
});

test.describe('cookie consent', () => {
  test.use({ cookieConsent: null });

  test('accepting stores 1 and the dialog is gone after the reload', async ({ page, context }) => {
    await page.goto('/l/privacy');
    const dialog = page.getByRole('dialog', { name: 'We use cookies' });
    await expect(dialog).toBeVisible();
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Accept cookies' }).click()]);
    expect(await cookieValue(context, 'epCookieConsent')).toBe('1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('declining stores 0 and closes the dialog', async ({ page, context }) => {
    await page.goto('/l/privacy');
    const dialog = page.getByRole('dialog', { name: 'We use cookies' });
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await cookieValue(context, 'epCookieConsent')).toBe('0');
    const cookie = (await context.cookies()).find((c) => c.name === 'epCookieConsent')!;
    // Written for 730 days; Chromium caps every cookie at 400 days.
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(399 * 86400);
  });

  for (const { prefix, title, policy, accept } of [
    { prefix: '/de', title: 'Wir verwenden Cookies', policy: 'Cookie-Richtlinie', accept: 'Cookies akzeptieren' },
    { prefix: '/fr', title: 'Nous utilisons des cookies', policy: 'politique relative aux cookies', accept: 'Accepter les cookies' },
  ]) {
    test(`${prefix} asks in its own language, linking its own cookie policy`, async ({ page }) => {
      await page.goto(`${prefix}/l/privacy`);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: title })).not.toHaveAttribute('lang');
      await expect(dialog.getByRole('link', { name: policy })).toHaveAttribute('href', `${prefix}/l/cookiepolicy`);
      await expect(dialog.getByRole('button', { name: accept })).toBeVisible();
      await expect(dialog).not.toContainText('We use cookies');
    });
  }

  test('the cookie policy shows the current choice inline and changes it', async ({ page, context }) => {
    await page.goto('/l/cookiepolicy');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const settings = page.getByRole('region', { name: 'Cookie settings' });
    await expect(settings.getByRole('status')).toHaveText('You have not made a choice yet.');
    await Promise.all([page.waitForEvent('load'), settings.getByRole('button', { name: 'Decline' }).click()]);
    await expect(settings.getByRole('status')).toHaveText('You have declined cookies.');
    expect(await cookieValue(context, 'epCookieConsent')).toBe('0');
    await Promise.all([page.waitForEvent('load'), settings.getByRole('button', { name: 'Accept cookies' }).click()]);
    await expect(settings.getByRole('status')).toHaveText('You have accepted cookies.');
    expect(await cookieValue(context, 'epCookieConsent')).toBe('1');
  });
});

test.describe('navigation', () => {
  test('the main menu opens and closes with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/l/privacy');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Clothing', exact: true }).focus();
    await page.keyboard.press('Tab');
    const toggle = navigation.getByRole('button', { name: 'Show pages under Clothing' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(navigation.getByRole('link', { name: 'T-Shirts' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(navigation.getByRole('link', { name: 'T-Shirts' })).toBeHidden();
  });

  test('phones get a menu button that discloses the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/l/privacy');
    const menu = page.getByRole('button', { name: 'Menu' });
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(navigation.getByRole('link', { name: 'Clothing', exact: true })).toBeVisible();
    await navigation.getByRole('link', { name: 'Clothing', exact: true }).click();
    await page.waitForURL(/\/c\//);
    await expect(navigation).toBeHidden();
  });

  test('the header fits phones and tablets: the shop name whole, the search usable, the countries on screen', async ({ page }) => {
    const banner = page.getByRole('banner');
    for (const width of [360, 800]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/l/privacy');
      // Its first word on one line, not cut at the edge of its box.
      const brand = banner.getByRole('link', { name: DEMO.shops.demo.title });
      expect(await brand.evaluate((link) => link.scrollWidth <= link.clientWidth), `shop name at ${width}px`).toBe(true);
      expect((await banner.getByRole('combobox', { name: 'Search products' }).boundingBox())!.width, `search at ${width}px`).toBeGreaterThan(140);
      const countries = banner.getByRole('group').filter({ has: page.getByText('Ship to', { exact: true }) });
      // Up to a wide screen its summary shows a globe alone, its name hidden but read out.
      await countries.locator('summary').click();
      for (const country of ['Austria', 'United States']) {
        const box = (await countries.getByRole('button', { name: country }).boundingBox())!;
        expect({ width, country, left: box.x >= 0, right: box.x + box.width <= width }).toEqual({ width, country, left: true, right: true });
      }
    }
  });

  test('the header\'s Language and Ship to pop-ups open one at a time and close with Escape or a click outside', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 700 });
    await page.goto('/l/privacy');
    const banner = page.getByRole('banner');
    const languages = banner.getByRole('list', { name: 'Language' });
    const shipTo = banner.getByRole('group').filter({ has: page.getByText('Ship to', { exact: true }) });
    const shipToSummary = shipTo.locator('summary');

    await languageMenu(page).click();
    await expect(languages.getByRole('link', { name: 'Deutsch' })).toBeVisible();
    // Opening the other closes the first: at 360 px the country panel covered "Deutsch".
    await shipToSummary.click();
    await expect(shipTo.getByRole('button', { name: 'Austria' })).toBeVisible();
    await expect(languages).toBeHidden();

    // Escape inside the pop-up closes it and puts focus back on its summary.
    await shipTo.getByRole('button', { name: 'Austria' }).focus();
    await page.keyboard.press('Escape');
    await expect(shipTo.getByRole('button', { name: 'Austria' })).toBeHidden();
    await expect(shipToSummary).toBeFocused();

    // A click anywhere else closes it too.
    await languageMenu(page).click();
    await expect(languages.getByRole('link', { name: 'Deutsch' })).toBeVisible();
    // The page's left margin at the foot of the window: away from the header's panel and any link.
    await page.mouse.click(1, 690);
    await expect(languages).toBeHidden();
  });

  test('the back-to-top button appears after scrolling and returns to the top', async ({ page }) => {
    await page.goto(`/c/${categories.clothing.en}`);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the footer shows the payment and carrier logos as images by their names', async ({ page }) => {
    await page.goto('/de');
    const payment = page.getByRole('contentinfo').getByRole('region', { name: 'Zahlungsarten' });
    const shipping = page.getByRole('contentinfo').getByRole('region', { name: 'Versand', exact: true });
    for (const [group, name] of [[payment, 'PayPal'], [payment, 'Amazon Pay'], [shipping, 'DHL'], [shipping, 'UPS']] as const) {
      const logo = group.getByRole('img', { name });
      await logo.scrollIntoViewIfNeeded();
      // Drawn (loaded), at the size its box was given before it came.
      await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(96);
      await expect(logo).toHaveAttribute('height', '32');
    }
    // An unbranded kind: a glyph with its name in the shopper's language.
    await expect(payment.getByRole('listitem').filter({ hasText: 'Rechnung' }).locator('img')).toHaveAttribute('src', '/logos/invoice.svg');
  });

  test('links keep the carried query parameters', async ({ page }) => {
    await page.goto('/l/privacy?shop=beyond-demo&preview=1');
    await page.getByRole('contentinfo').getByRole('link', { name: /terms/i }).click();
    await page.waitForURL(/\/l\/tac\?preview=1&shop=beyond-demo$/);
    await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();
  });
});

test.describe('loading pages ahead', () => {
  // Next's <Link> fetched every page linked in view right after the load (some 25: menu, footer, cards).
  for (const path of ['/', `/c/${categories.clothing.en}`]) {
    test(`${path} fetches no other page before the shopper points at a link, then that one`, async ({ page }) => {
      const ahead: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.searchParams.has('_rsc')) ahead.push(url.pathname);
      });
      await gotoAndExpectStatus(page, path, 200);
      await expect(page.locator('form[role="search"][data-enhanced]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(ahead).toEqual([]);

      const card = page.getByRole('main').getByRole('article').first().getByRole('link');
      const target = new URL((await card.getAttribute('href'))!, 'http://shop.invalid').pathname;
      await card.hover();
      await expect.poll(() => ahead).toContain(target);
      expect(ahead.every((pathname) => pathname === target)).toBe(true);
    });
  }
});

test.describe('contact page', () => {
  for (const prefix of ['', '/de', '/fr']) {
    test(`${prefix}/l/contact links the email and the phone`, async ({ page }) => {
      await gotoAndExpectStatus(page, `${prefix}/l/contact`, 200);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'hello@vitrine.test' })).toHaveAttribute('href', 'mailto:hello@vitrine.test');
      await expect(main.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute('href', 'tel:+49301234567');
    });
  }
});

test.describe('preview and closed shop', () => {
  test('the preview bar names the previewed theme and style', async ({ page }) => {
    await page.goto('/l/privacy?preview=1&themeTitle=Aurora&themeStyleTitle=Midnight');
    const bar = page.getByRole('status').filter({ hasText: 'Preview' });
    await expect(bar).toContainText('Theme: Aurora');
    await expect(bar).toContainText('Style: Midnight');
  });

  test('the closed beyond shop shows its closed page, its preview the shop with a note', async ({ page }) => {
    await gotoAndExpectStatus(page, '/l/privacy?shop=beyond-demo', 200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The shop is currently closed');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await gotoAndExpectStatus(page, '/l/privacy?shop=beyond-demo&preview=1', 200);
    await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toContainText('closed');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});

test.describe('crawlers', () => {
  test('sitemap.xml indexes a file per language; the files list pages, categories and products', async ({ request }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toContain('application/xml');
    const text = await index.text();
    expect(text).toContain('<sitemapindex');
    expect(text).toContain('sitemap.xml?locale=de&amp;part=content');
    expect(text).toContain('sitemap.xml?locale=fr&amp;part=products&amp;page=1');
    const content = await (await request.get('/sitemap.xml?locale=de&part=content')).text();
    expect(content).toMatch(new RegExp(`<loc>[^<]*/de/c/${categories.clothing.de}</loc>`));
    expect(content).toMatch(new RegExp(`<loc>[^<]*/de/i/${pages.about.de}</loc>`));
    const productsXml = await (await request.get('/sitemap.xml?locale=en&part=products&page=1')).text();
    expect(productsXml).toMatch(new RegExp(`<loc>[^<]*/p/${products.mug.slug.en}</loc>`));
    expect((await request.get('/sitemap.xml?locale=xx&part=content')).status()).toBe(404);
  });

  test('robots.txt allows the shop, keeps crawlers out of private routes and names the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('User-agent: *');
    for (const line of ['Disallow: /cart', 'Disallow: /checkout', 'Disallow: /editor', 'Disallow: /search?', 'Disallow: /de/cart']) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  });

  test('the home page describes the shop as an Organization', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain(`"name":"${DEMO.shops.demo.title}"`);
  });
});

test.describe('cart link', () => {
  test('counts the items in the cart', async ({ page }) => {
    await page.goto('/l/privacy');
    const cart = page.getByRole('banner').getByRole('link', { name: /Cart/ });
    await expect(cart).toContainText('Cart is empty');
    // The page's own read of the cart sets the session's CSRF cookie: a token fetched before it lands is
    // stale by the time of the write (403 once in CI), so the write waits for the page to be done.
    await page.waitForLoadState('networkidle');
    // The page's own API client hands out the CSRF token the write needs.
    const token = (await page.request.get('/api/v2/cart?shop=demo')).headers()['x-csrf-token']!;
    const product = await (await page.request.get(`/api/v2/products/${products.mug.slug.en}?shop=demo`)).json();
    const added = await page.request.post('/api/v2/cart?shop=demo', { data: { productId: product.productId, quantity: 2 }, headers: { 'x-csrf-token': token } });
    expect(added.ok()).toBe(true);
    await page.reload();
    await expect(cart).toContainText('2 items in the cart');
  });
});

test.describe('tracking and the editor frame', () => {
  test('a page view is reported after each navigation, not in the editor', async ({ ownerPage: page, context }) => {
    const pathsOf = (target: typeof page) =>
      target.evaluate(() => ((window as unknown as { dataLayer?: { page_path?: string }[] }).dataLayer ?? []).flatMap((e) => (e.page_path ? [e.page_path] : [])));
    await page.goto('/o/00000000-0000-4000-8000-000000000000');
    await expect.poll(() => pathsOf(page)).toEqual(['/o']);
    const editor = await context.newPage();
    await editor.goto('/editor/l/privacy');
    await expect(editor.getByRole('region', { name: /editor/i })).toBeVisible();
    await editor.waitForTimeout(100);
    expect(await pathsOf(editor)).toEqual([]);
  });

  test('the editor frame posts the previewed path to its parent, without the token', async ({ ownerPage: page }) => {
    await page.goto('/l/privacy');
    const message = await page.evaluate(() => new Promise<unknown>((resolve) => {
      window.addEventListener('message', (event) => resolve(event.data));
      const frame = document.createElement('iframe');
      frame.src = '/editor/l/privacy?token=secret';
      document.body.append(frame);
    }));
    expect(message).toEqual({ type: 'PREVIEW_PATH', payload: '/l/privacy' });
  });
});
