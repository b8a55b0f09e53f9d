// The last units of a product wanted by two shoppers at once (spec sections 4 and 8, Low StockLevel):
// both hold them in their carts and reach the confirmation step, the first one buys them, and the
// second is refused at place order, then told in the cart and held back from checking out.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { LOW_STOCK_LEVEL } from '@/lib/catalog/stock';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect as baseExpect, gotoAndExpectStatus } from './fixtures';
import { SHOP, addToCart, continueToConfirmation, fillBillingAddress } from './checkout-helpers';

// A development server compiles each page on its first visit.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

interface ProductCard {
  sku: string;
  name: string;
  slug: string;
  stockLevel: number;
  isVariationMaster: boolean;
}

/**
 * A generated product no other spec buys (the featured ones are theirs), with the fewest units left:
 * 1 in a fresh database. Each run sells out the one it takes, so runs against a kept database move
 * on to the next, and then to the other low-stock ones.
 */
async function lastUnitsProduct(request: APIRequestContext): Promise<ProductCard> {
  const featured = new Set<string>(Object.values(DEMO.products).map((product) => product.sku));
  const products: ProductCard[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(`/api/v2/products?shop=${SHOP}&resultsPerPage=100&page=${page}`);
    expect(response.status()).toBe(200);
    const list = (await response.json()) as { products: ProductCard[]; totalNumberOfProducts: number };
    products.push(...list.products);
    if (list.products.length === 0 || products.length >= list.totalNumberOfProducts) break;
  }
  const candidates = products
    .filter((product) => !product.isVariationMaster && !featured.has(product.sku) && product.stockLevel > 0)
    .sort((a, b) => a.stockLevel - b.stockLevel);
  expect(candidates[0]?.stockLevel, 'a product with low stock left (reseed .data/e2e when none is)').toBeLessThanOrEqual(LOW_STOCK_LEVEL);
  return candidates[0]!;
}

/** A second shopper: a browser context of its own, with the same consent choice the fixture sets. */
async function secondShopper(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'epCookieConsent', value: '1', url: baseURL }]);
  return context.newPage();
}

async function toConfirmation(page: Page, email: string): Promise<void> {
  await gotoAndExpectStatus(page, '/checkout/personal-data', 200);
  await fillBillingAddress(page, email);
  await continueToConfirmation(page, 'Invoice');
}

test('the last units bought from two pages: the first shopper gets them, the second is refused and held back', async ({ page: first, browser, baseURL }) => {
  const product = await lastUnitsProduct(first.request);
  const units = String(product.stockLevel);
  const second = await secondShopper(browser, baseURL!);
  for (const shopper of [first, second]) await addToCart(shopper, product.slug, product.stockLevel);

  // Both see the units as available and reach the last step.
  for (const [shopper, email] of [[first, 'first-shopper@example.com'], [second, 'second-shopper@example.com']] as const) {
    await gotoAndExpectStatus(shopper, '/cart', 200);
    const line = shopper.getByRole('listitem').filter({ hasText: product.name });
    await expect(line.getByLabel(`Quantity of ${product.name}`)).toHaveValue(units);
    await expect(line).not.toContainText('Not enough in stock');
    await expect(shopper.getByRole('complementary', { name: 'Order summary' }).getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
    await toConfirmation(shopper, email);
  }

  await first.getByRole('button', { name: 'Place order' }).click();
  await expect(first).toHaveURL(/\/o\/[0-9a-f-]{36}\?viewtoken=/);
  await expect(first.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(first.getByRole('table', { name: 'Your items' })).toContainText(product.name);

  // The second shopper's order is refused: the notice says so and links the cart; the step stays.
  const refused = second.waitForResponse((response) => response.url().includes('/api/v2/cart/place-order'));
  await second.getByRole('button', { name: 'Place order' }).click();
  expect((await refused).status()).toBe(422);
  const notice = second.getByRole('alert').filter({ hasText: 'no longer in stock in the quantity you chose' });
  await expect(notice.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  await expect(second).toHaveURL(/\/checkout\/confirmation$/);
  await expect(second.getByRole('button', { name: 'Place order' })).toBeEnabled();

  // Back in the cart the line says why, and neither checkout nor the express buttons can be used.
  await gotoAndExpectStatus(second, '/cart', 200);
  const line = second.getByRole('listitem').filter({ hasText: product.name });
  const summary = second.getByRole('complementary', { name: 'Order summary' });
  await expect(line).toContainText('Not enough in stock (available: 0)');
  await expect(summary.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  for (const express of await summary.getByRole('button', { name: /^Pay with / }).all()) await expect(express).toBeDisabled();

  // Asking for more answers Low StockLevel: the mismatch notice, the quantity reset, checkout still held.
  const quantity = line.getByLabel(`Quantity of ${product.name}`);
  await expect(quantity).toBeEnabled();
  await quantity.fill(String(product.stockLevel + 1));
  await quantity.press('Enter');
  await expect(second.getByRole('alert').filter({ hasText: 'Some items are not in stock in that quantity' })).toBeVisible();
  await expect(quantity).toHaveValue(units);
  await expect(summary.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  await second.context().close();
});
