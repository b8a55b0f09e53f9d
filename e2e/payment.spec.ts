// PayPal express and Amazon Pay from the cart (spec sections 2, 4 and 7): the express button posts to
// the checkout with its method chosen; at place order the shopper goes to the provider (here the
// payment sandbox), approves or cancels there, and comes back to the confirmation step; approved,
// place order makes the order with that method.
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, gotoAndExpectStatus } from './fixtures';
import { SHOP, addToCart, chooseMethod, fillBillingAddress } from './checkout-helpers';

// A development server compiles each page on its first visit.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

type Provider = { method: 'PayPal Express' | 'Amazon Pay'; sandbox: string };
const PAYPAL: Provider = { method: 'PayPal Express', sandbox: 'PayPal (sandbox)' };
const AMAZON: Provider = { method: 'Amazon Pay', sandbox: 'Amazon Pay (sandbox)' };

async function cartOf(page: Page) {
  const response = await page.request.get(`/api/v2/cart?shop=${SHOP}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { lineItems: { name: string; quantity: number }[]; paymentMethod: { name: string } | null; totals: { grandTotal: { formatted: string } } };
}

/**
 * Cart -> express button -> the checkout steps (the provider's method already chosen) -> place order,
 * which leaves the shop for the provider's sandbox page. Returns the product's name and the total.
 */
async function expressToSandbox(page: Page, provider: Provider): Promise<{ name: string; total: string }> {
  const name = await addToCart(page);
  await gotoAndExpectStatus(page, '/cart', 200);
  // The quantity field is enabled once the page is hydrated: the button's own handling runs from then on.
  await expect(page.getByLabel(`Quantity of ${name}`)).toBeEnabled();
  await page.getByRole('complementary', { name: 'Order summary' }).getByRole('button', { name: `Pay with ${provider.method}` }).click();

  await expect(page).toHaveURL(/\/checkout\/personal-data\?paymentMethod=[0-9a-f-]{36}$/);
  await fillBillingAddress(page, `express-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await chooseMethod(page, 'Standard delivery');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByRole('radio', { name: new RegExp(provider.method) })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  await expect(page.getByRole('region', { name: 'Payment method', exact: true })).toContainText(provider.method);
  const total = (await cartOf(page)).totals.grandTotal.formatted;

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/api\/v2\/payment-sandbox\?shop=demo&session=/);
  await expect(page.getByRole('heading', { level: 1, name: provider.sandbox })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Vitrine Demo Store: ${total}`);
  return { name, total };
}

/** Approves at the sandbox, comes back to the confirmation step and places the order there. */
async function approveAndOrder(page: Page, provider: Provider, { name, total }: { name: string; total: string }): Promise<void> {
  await page.getByRole('link', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?paymentToken=[\w.%-]+$/);
  await expect(page.getByRole('table', { name: 'Your items' })).toContainText(name);
  await expect(page.getByRole('status').filter({ hasText: `${provider.method} approved the payment` })).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/o\/[0-9a-f-]{36}\?viewtoken=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipping and payment' })).toContainText(`Payment method: ${provider.method}`);
  await expect(page.getByRole('table', { name: 'Your items' })).toContainText(name);
  await expect(page.getByRole('main')).toContainText(total);
  expect((await cartOf(page)).lineItems).toHaveLength(0);
}

test('PayPal express: approved in the sandbox, the order is placed with PayPal', async ({ page }) => {
  await approveAndOrder(page, PAYPAL, await expressToSandbox(page, PAYPAL));
});

test('PayPal express: cancelled in the sandbox, the shopper is back at confirmation with the cart intact', async ({ page }) => {
  const { name } = await expressToSandbox(page, PAYPAL);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?paymentCancelled=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'The payment was cancelled' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your items' })).toContainText(name);
  await expect(page.getByRole('region', { name: 'Payment method', exact: true })).toContainText(PAYPAL.method);
  const cart = await cartOf(page);
  expect(cart.lineItems).toEqual([expect.objectContaining({ name, quantity: 1 })]);
  expect(cart.paymentMethod?.name).toBe(PAYPAL.method);

  await gotoAndExpectStatus(page, '/cart', 200);
  await expect(page.getByLabel(`Quantity of ${name}`)).toHaveValue('1');
  await expect(page.getByRole('complementary', { name: 'Order summary' }).getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
});

test('Amazon Pay: approved in the sandbox, the order is placed with Amazon Pay', async ({ page }) => {
  await approveAndOrder(page, AMAZON, await expressToSandbox(page, AMAZON));
});
