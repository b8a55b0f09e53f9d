// Markets (issue 32): the cart, checkout and order priced in the delivery country's market.
import type { Page } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect as baseExpect, gotoAndExpectStatus } from './fixtures';
import { addToCart, chooseMethod } from './checkout-helpers';
import { editorSidebar } from './owner-pages';

// A development server compiles each step on its first visit.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

/** Chooses a delivery country on the cart page with its plain form. */
async function deliverTo(page: Page, country: string) {
  await page.getByLabel('Delivery country').selectOption(country);
  await page.getByRole('button', { name: 'Update prices' }).click();
  await expect(page).toHaveURL(new RegExp(`/cart\\?country=${country}$`));
}

/** Fills the billing address of the personal-data step in a country, with a company's VAT number when given. */
async function fillAddress(page: Page, address: { street: string; postalCode: string; city: string; country: string; vatNumber?: string }) {
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  const form = page.getByRole('group', { name: 'Billing address' });
  await form.getByLabel('First name').fill('Erika');
  await form.getByLabel('Last name').fill('Muster');
  if (address.vatNumber) {
    await form.getByLabel('Company (optional)').fill('Muster GmbH');
    await form.getByLabel('VAT number (businesses, optional)').fill(address.vatNumber);
  }
  await form.getByLabel('Street and house number').fill(address.street);
  await form.getByLabel('Postal code').fill(address.postalCode);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('Country').selectOption(address.country);
  await form.getByLabel('Email address').fill(`markets-${Date.now()}@example.com`);
}

/** From the personal-data step through standard delivery and invoice to the placed order's page. */
async function placeOrder(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await chooseMethod(page, 'Standard delivery');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await chooseMethod(page, 'Invoice');
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/o\/[0-9a-f-]{36}\?viewtoken=/);
}

const summary = (page: Page) => page.getByRole('complementary', { name: 'Summary' });

/** Chooses the delivery country with the header's (banner) or the footer's (contentinfo) "Ship to" selector, a plain form. */
async function shipTo(page: Page, place: 'banner' | 'contentinfo', country: string) {
  const selector = page.getByRole(place).getByRole('group').filter({ has: page.getByText('Ship to', { exact: true }) });
  await selector.getByText('Ship to', { exact: true }).click();
  await selector.getByRole('button', { name: country, exact: true }).click();
}

test('a shopper who switches from Germany to the United Kingdom sees the cart repriced', async ({ page }) => {
  await addToCart(page);
  await gotoAndExpectStatus(page, '/cart', 200);
  await deliverTo(page, 'DE');
  await expect(summary(page)).toContainText('€14.90');
  await expect(summary(page)).toContainText('Including 19% VAT');
  await deliverTo(page, 'GB');
  await expect(page.getByRole('status').filter({ hasText: 'Prices are now those for delivery to United Kingdom, in GBP.' })).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: 'Handmade Stoneware Mug' }).first()).toContainText('£13.00');
  await expect(summary(page)).toContainText('Including 20% VAT');
  await expect(summary(page)).not.toContainText('€');
});

test('a shopper in Switzerland chooses the country in the header and pays in CHF from the home page to the order page', async ({ page }) => {
  await gotoAndExpectStatus(page, '/', 200);
  await shipTo(page, 'banner', 'Switzerland');
  await expect(page).toHaveURL(/\/$/);
  // The home page's product cards, the product page, the cart, checkout and the order: all in CHF.
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toContainText('CHF');
  await expect(page.getByRole('main')).not.toContainText('€');
  await gotoAndExpectStatus(page, `/p/${DEMO.products.mug.slug.en}`, 200);
  await expect(page.getByTestId('unit-price')).toHaveText('CHF 15.90');
  await expect(page.getByText('Incl. 8.1% VAT')).toBeVisible();
  await addToCart(page);
  await gotoAndExpectStatus(page, '/cart', 200);
  await expect(summary(page)).toContainText('CHF 15.90');
  await gotoAndExpectStatus(page, '/checkout/personal-data', 200);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('CHF 15.90');
  await fillAddress(page, { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' });
  await placeOrder(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const total = (DEMO.markets.ch.prices.mug + DEMO.markets.ch.shipping.standard.priceAmount) / 100;
  await expect(page.getByRole('main')).toContainText(`CHF ${total.toFixed(2)}`);
  await expect(page.getByRole('main')).toContainText('Including 8.1% VAT');
});

test('a business in Austria with a VAT number buys without VAT (reverse charge)', async ({ page }) => {
  await addToCart(page);
  await gotoAndExpectStatus(page, '/checkout/personal-data', 200);
  await fillAddress(page, { street: 'Ringstraße 1', postalCode: '1010', city: 'Wien', country: 'AT', vatNumber: 'ATU12345678' });
  await placeOrder(page);
  await expect(page.getByText('Reverse charge: no VAT (VAT number ATU12345678)')).toBeVisible();
  // The mug's net price (14.90 less Austria's 20 % VAT: 12.42) and standard delivery's (4.95 less 20 %: 4.12).
  await expect(page.getByRole('main')).toContainText('€16.54');
});

test.describe('cached pages per market', () => {
  const mug = `/p/${DEMO.products.mug.slug.en}`;
  const price = (page: Page) => page.getByTestId('unit-price');

  test('the country selector shows the market\'s prices, and no cached page shows them to another market\'s shopper', async ({ page, browser }) => {
    // Primary market first: the page is rendered and cached at its usual address.
    await gotoAndExpectStatus(page, mug, 200);
    await expect(price(page)).toHaveText('€14.90');
    await shipTo(page, 'contentinfo', 'Switzerland');
    await expect(page).toHaveURL(new RegExp(`${mug}$`));
    await expect(price(page)).toHaveText('CHF 15.90');
    // Structured data follows the page's market.
    await expect(page.locator('meta[property="product:price:currency"]')).toHaveAttribute('content', 'CHF');
    // The offer's shipping too: Switzerland's rates in CHF (its standard delivery from DEMO.markets.ch), to Switzerland only.
    type Offer = { priceCurrency: string; shippingDetails: { shippingRate: { value: number; currency: string }; shippingDestination: { addressCountry: string }[] }[] };
    const jsonLd = JSON.parse(await page.locator('script[type="application/ld+json"]').first().textContent() ?? '{}') as { offers: Offer } | { offers: Offer }[];
    const offer = (Array.isArray(jsonLd) ? jsonLd[0]! : jsonLd).offers;
    expect(offer.priceCurrency).toBe('CHF');
    expect(offer.shippingDetails[0]!.shippingRate).toEqual({ '@type': 'MonetaryAmount', value: DEMO.markets.ch.shipping.standard.priceAmount / 100, currency: 'CHF' });
    expect(offer.shippingDetails[0]!.shippingDestination).toEqual([{ '@type': 'DefinedRegion', addressCountry: 'CH' }]);

    // Another shopper without a choice gets the primary market's cached page, and a UK shopper the UK's.
    for (const [cookies, expected] of [[[], '€14.90'], [[{ name: 'vitrine-market', value: 'uk' }, { name: 'vitrine-country', value: 'GB' }], '£13.00']] as const) {
      const context = await browser.newContext();
      const baseURL = new URL(page.url()).origin;
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL })));
      const other = await context.newPage();
      await gotoAndExpectStatus(other, `${baseURL}${mug}`, 200);
      await expect(price(other)).toHaveText(expected);
      await context.close();
    }
    // And the Swiss shopper still sees CHF.
    await page.reload();
    await expect(price(page)).toHaveText('CHF 15.90');
  });
});

test.describe("the editor's Markets module", () => {
  const mug = `/p/${DEMO.products.mug.slug.en}`;
  const price = (page: Page) => page.getByTestId('unit-price');

  test('an owner sets a CHF price and a UK VAT rate in the module; shoppers in Switzerland and the UK see them on the product page and in the cart', async ({ ownerPage: page, ownerSignIn, request, browser, baseURL }) => {
    const { token } = await ownerSignIn('demo');
    const headers = { authorization: `Bearer ${token}` };
    const { productId } = (await (await request.get(`/api/v2/products/${DEMO.products.mug.slug.en}?shop=demo`)).json()) as { productId: string };
    // The shopper's own browser, apart from the owner's, with cookies answered as the fixtures' are.
    const shopperContext = await browser.newContext({ baseURL });
    await shopperContext.addCookies([{ name: 'epCookieConsent', value: '1', url: baseURL! }]);
    const shopper = await shopperContext.newPage();
    try {
      // The Swiss shopper's page of the mug is rendered and cached with the seeded price first.
      await gotoAndExpectStatus(shopper, mug, 200);
      await shipTo(shopper, 'contentinfo', 'Switzerland');
      await expect(price(shopper)).toHaveText('CHF 15.90');

      await page.goto('/editor');
      const editor = editorSidebar(page);
      await editor.getByRole('group', { name: 'Site' }).getByRole('button', { name: 'Markets', exact: true }).click();
      await expect(editor.getByText('What you save here is live for shoppers at once', { exact: false })).toBeVisible();
      await editor.getByRole('button', { name: 'Edit Switzerland' }).click();
      const prices = editor.getByRole('region', { name: 'Price list' });
      await prices.getByRole('searchbox', { name: 'Search products' }).fill(DEMO.products.mug.sku);
      const row = prices.getByRole('form', { name: 'Handmade Stoneware Mug', exact: true });
      await expect(row).toContainText('Converted: CHF 14.90');
      const field = row.getByRole('textbox', { name: 'Price of Handmade Stoneware Mug in CHF' });
      await expect(field).toHaveValue('15.90');
      await field.fill('16.90');
      await field.press('Enter');
      await expect(prices.getByRole('status')).toHaveText('Price of Handmade Stoneware Mug saved.');

      await editor.getByRole('button', { name: 'Edit United Kingdom' }).click();
      const taxes = editor.getByRole('region', { name: 'Tax rates' });
      const standard = taxes.getByRole('textbox', { name: 'Standard rate of United Kingdom (%)' });
      await expect(standard).toHaveValue('20');
      await standard.fill('17.5');
      await taxes.getByRole('button', { name: 'Save rates: United Kingdom' }).click();
      await expect(taxes.getByRole('status')).toHaveText('Tax rates of United Kingdom saved.');

      // The cached Swiss page shows the new price at once, and the cart charges it.
      await shopper.reload();
      await expect(price(shopper)).toHaveText('CHF 16.90');
      await addToCart(shopper);
      await gotoAndExpectStatus(shopper, '/cart', 200);
      await expect(summary(shopper)).toContainText('CHF 16.90');

      // In the United Kingdom: the product page names the new rate, and the cart taxes at it.
      await gotoAndExpectStatus(shopper, mug, 200);
      await shipTo(shopper, 'banner', 'United Kingdom');
      await expect(price(shopper)).toHaveText('£13.00');
      await expect(shopper.getByText('Incl. 17.5% VAT')).toBeVisible();
      await gotoAndExpectStatus(shopper, '/cart', 200);
      await expect(summary(shopper)).toContainText('£13.00');
      await expect(summary(shopper)).toContainText('Including 17.5% VAT');
    } finally {
      await shopper.context().close();
      // As seeded again, for the other journeys.
      expect((await request.put(`/api/v2/markets/ch/prices/${productId}?shop=demo`, { headers, data: { priceAmount: DEMO.markets.ch.prices.mug } })).status()).toBe(200);
      expect((await request.put('/api/v2/taxRates/GB/standard?shop=demo', { headers, data: { rateBasisPoints: 2000 } })).status()).toBe(200);
    }
  });

  test('an owner adds a market for the United States in USD, shoppers there are priced in it, and deleting it sends them back to the primary market', async ({ ownerPage: page, ownerSignIn, request }) => {
    const { token } = await ownerSignIn('demo');
    // The demo shop delivers to the EU, CH, GB and US (not to Norway): the United States is the country no market has.
    const americanCurrency = async () => ((await (await request.get(`/api/v2/products/${DEMO.products.mug.slug.en}?shop=demo&country=US`)).json()) as { price: { currency: string } }).price.currency;
    try {
      await page.goto('/editor');
      const editor = editorSidebar(page);
      await editor.getByRole('group', { name: 'Site' }).getByRole('button', { name: 'Markets', exact: true }).click();
      await editor.getByRole('button', { name: 'Add market' }).click();
      const form = editor.getByRole('form', { name: 'New market' });
      await form.getByRole('textbox', { name: 'Code' }).fill('us');
      await form.getByRole('textbox', { name: 'Name' }).fill('United States');
      await form.getByRole('checkbox', { name: 'United States', exact: true }).check();
      await form.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
      await form.getByRole('textbox', { name: 'Exchange rate' }).fill('1.08');
      await form.getByRole('combobox', { name: 'Rounding of converted prices' }).selectOption('whole');
      await form.getByRole('button', { name: 'Create market' }).click();
      await expect(editor.getByRole('status').filter({ hasText: 'United States added. Shoppers in its countries see it now.' })).toBeVisible();
      await expect(editor.getByRole('list', { name: 'Markets' }).getByRole('listitem').filter({ hasText: 'United States · USD' })).toBeVisible();
      expect(await americanCurrency()).toBe('USD');

      await editor.getByRole('button', { name: 'Delete United States' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Its countries then buy in the primary market');
      await dialog.getByRole('button', { name: 'Delete market' }).click();
      await expect(editor.getByRole('status').filter({ hasText: 'United States deleted. Its countries buy in the primary market now.' })).toBeVisible();
      await expect(editor.getByRole('list', { name: 'Markets' })).not.toContainText('United States · USD');
      expect(await americanCurrency()).toBe('EUR');
    } finally {
      // Gone for the other journeys even when a step failed (404: already deleted).
      expect([204, 404]).toContain((await request.delete(`/api/v2/markets/us?shop=demo`, { headers: { authorization: `Bearer ${token}` } })).status());
    }
  });
});
