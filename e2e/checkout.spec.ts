// The four-step checkout and the order page (spec section 2 Checkout and Order page, sections 4 to 6).
import type { Page } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect as baseExpect, gotoAndExpectStatus } from './fixtures';
import { SHOP, addToCart, chooseMethod, fillBillingAddress } from './checkout-helpers';

// A development server compiles each step on its first visit.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

/** Goes from personal data (address already entered) through shipping and payment to confirmation. */
async function throughMethods(page: Page) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await chooseMethod(page, 'Standard delivery');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await chooseMethod(page, 'Invoice');
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
}

async function ordersOfCart(page: Page, orderUrl: string) {
  const url = new URL(orderUrl);
  const orderId = url.pathname.split('/').pop()!;
  const response = await page.request.get(`/api/v2/orders/${orderId}?shop=${SHOP}&viewtoken=${url.searchParams.get('viewtoken')}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { orderNumber: string; lineItemContainer: { productLineItems: { name: string }[] } };
}

test('a guest goes through the four steps to the order page', async ({ page }) => {
  const name = await addToCart(page);
  await gotoAndExpectStatus(page, '/checkout/personal-data', 200);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Checkout steps' });
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Personal data/);
  await expect(page.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  for (const legal of ['tac', 'privacy', 'withdrawal']) await expect(page.locator(`a[href="/l/${legal}"]`).first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // Validation messages name what is missing before anything is sent.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('group', { name: 'Billing address' }).getByText('Please fill in this field.').first()).toBeVisible();
  await expect(page).toHaveURL(/personal-data/);

  await fillBillingAddress(page, `guest-${Date.now()}@example.com`);
  await throughMethods(page);
  await expect(steps.getByRole('link', { name: /Personal data/ })).toBeVisible();
  await expect(steps.getByRole('link', { name: /Payment/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your items' })).toContainText(name);
  await expect(page.getByText('Standard delivery')).toBeVisible();
  await page.getByLabel('Comment on your order (optional)').fill('Please ring twice.');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/o\/[0-9a-f-]{36}\?viewtoken=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const order = await ordersOfCart(page, page.url());
  await expect(page.getByText(`Order number: ${order.orderNumber}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your items' })).toContainText(name);
  await expect(page.getByText('Please ring twice.')).toBeVisible();
  const trusted = page.locator('#trustedShopsCheckout');
  await expect(trusted).toBeHidden();
  await expect(trusted).toHaveAttribute('data-order-number', order.orderNumber);
  await expect(trusted).toHaveAttribute('data-currency', 'EUR');
  await expect(trusted).toHaveAttribute('data-payment-method', 'Invoice');

  // Without its view token the order is not shown: only the 'order received' status.
  await gotoAndExpectStatus(page, new URL(page.url()).pathname, 200);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your order has been received.');
  await expect(page.getByLabel('Email address')).toBeVisible();
});

test('a later step without the earlier data redirects to the first incomplete step', async ({ page }) => {
  await gotoAndExpectStatus(page, '/checkout/confirmation', 200);
  await expect(page.getByText('Your cart is empty.', { exact: false })).toBeVisible();
  await addToCart(page);
  await page.goto('/checkout/confirmation');
  await expect(page).toHaveURL(/\/checkout\/personal-data$/);
  await fillBillingAddress(page, 'redirect@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await page.goto('/checkout/confirmation');
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await page.goto('/checkout/payment?previewTheme=meridian');
  // Theme preview is a preview: the redirect's address, built on the server, carries preview=1.
  await expect(page).toHaveURL(/\/checkout\/shipping\?preview=1&previewTheme=meridian$/);
  await expect(page.getByRole('main').getByRole('note')).toHaveText('Checkout is not available in the theme preview.');
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
});

test('a registered customer signs in at personal data', async ({ page }) => {
  await addToCart(page);
  await gotoAndExpectStatus(page, '/checkout/personal-data?login=true', 200);
  await expect(page.getByRole('radio', { name: 'Sign in' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await form.getByLabel('Email address').fill(DEMO.customer.email);
  await form.getByLabel('Password').fill('wrong-password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toHaveText('The email address or the password is not correct.');
  await form.getByLabel('Password').fill(DEMO.customer.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${DEMO.customer.email}`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Billing address' }).getByLabel('Email address')).toHaveValue(DEMO.customer.email);
  await fillBillingAddress(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
});

test('placing the order twice (double click) gives one order', async ({ page }) => {
  await addToCart(page);
  await page.goto('/checkout/personal-data');
  await fillBillingAddress(page, 'twice@example.com');
  await throughMethods(page);
  const placed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v2/cart/place-order')) placed.push(String(response.status()));
  });
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page).toHaveURL(/\/o\/[0-9a-f-]{36}\?viewtoken=/);
  const first = page.url();
  expect(placed).toEqual(['201']);

  // A second place-order from this browser (a reload or another tab) creates no second order.
  const csrf = (await page.request.get(`/api/v2/cart?shop=${SHOP}`)).headers()['x-csrf-token']!;
  const again = await page.request.post(`/api/v2/cart/place-order?shop=${SHOP}`, { headers: { 'x-csrf-token': csrf }, data: {} });
  expect(again.status()).toBe(422);
  await page.goto('/checkout/confirmation');
  await expect(page.getByText('Your cart is empty.', { exact: false })).toBeVisible();
  expect(new URL(first).pathname).toMatch(/^\/o\//);
});
