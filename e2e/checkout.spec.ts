// The four-step checkout and the order page (spec section 2 Checkout and Order page, sections 4 to 6).
import type { Locator, Page } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect as baseExpect, gotoAndExpectStatus } from './fixtures';
import { SHOP, addToCart, chooseMethod, fillBillingAddress } from './checkout-helpers';

// A development server compiles each step on its first visit.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

/** Goes from personal data (address already entered) through shipping and payment to confirmation. */
async function throughMethods(page: Page) {
  // "Continue" leaves focus on the next step's heading, not on the page's start.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeFocused();
  await chooseMethod(page, 'Standard delivery');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeFocused();
  await chooseMethod(page, 'Invoice');
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeFocused();
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

/** The value beside a label of a totals list within a part of the page. */
function totalIn(part: Locator, label: string) {
  return part.locator('dt').filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');
}

test("steps 1-3 show the order, the default shipping is preselected, and the order costs the cart's estimated total", async ({ page }) => {
  await addToCart(page, DEMO.products.mug.slug.en, 3);
  await gotoAndExpectStatus(page, '/cart', 200);
  const cartSummary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(totalIn(cartSummary, 'Shipping (estimate)')).toHaveText('€4.95');
  const estimated = await totalIn(cartSummary, 'Estimated total').textContent();
  expect(estimated).toBe('€49.65');

  await gotoAndExpectStatus(page, '/checkout/personal-data', 200);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Handmade Stoneware Mug')).toBeVisible();
  await expect(summary.getByText('Quantity: 3, €14.90 each')).toBeVisible();
  await expect(totalIn(summary, 'Subtotal')).toHaveText('€44.70');
  await expect(totalIn(summary, 'Shipping (estimate)')).toHaveText('€4.95');
  await expect(totalIn(summary, 'Estimated total')).toHaveText(estimated!);

  await fillBillingAddress(page, `summary-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  // The shop's default method stands chosen and is saved: the summary shows it as the cart's shipping.
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Express delivery/ })).not.toBeChecked();
  await expect(totalIn(summary, 'Shipping')).toHaveText('€4.95');
  await expect(totalIn(summary, 'Total')).toHaveText(estimated!);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(summary.getByText('Handmade Stoneware Mug')).toBeVisible();
  await expect(totalIn(summary, 'Total')).toHaveText(estimated!);
  // Several payment methods: the choice is the shopper's.
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await chooseMethod(page, 'Invoice');

  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  await expect(totalIn(page.getByRole('main'), 'Total')).toHaveText(estimated!);
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
  // The step saves its preselected method as it opens: chosen here, so that nothing races that save.
  await chooseMethod(page, 'Standard delivery');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.goto('/checkout/confirmation');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.goto('/checkout/confirmation?previewTheme=meridian');
  // Theme preview is a preview: the redirect's address, built on the server, carries preview=1.
  await expect(page).toHaveURL(/\/checkout\/payment\?preview=1&previewTheme=meridian$/);
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
  // An invalid field takes focus and names its error.
  await form.getByLabel('Email address').fill('not-an-address');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByLabel('Email address')).toBeFocused();
  await expect(form.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
  await form.getByLabel('Email address').fill(DEMO.customer.email);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByLabel('Password')).toBeFocused();
  await expect(form.getByLabel('Password')).toHaveAccessibleDescription('Please fill in this field.');
  await form.getByLabel('Password').fill('wrong-password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toHaveText('The email address or the password is not correct.');
  await expect(form.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await expect(form.getByLabel('Password')).toHaveAccessibleDescription('The email address or the password is not correct.');
  await form.getByLabel('Password').fill(DEMO.customer.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${DEMO.customer.email}`)).toBeVisible();
  // The account's name and email fill the empty address, on sign-in and when the step opens signed in.
  const billing = page.getByRole('group', { name: 'Billing address' });
  const expectAccountDetails = async () => {
    await expect(billing.getByLabel('First name')).toHaveValue(DEMO.customer.firstName);
    await expect(billing.getByLabel('Last name')).toHaveValue(DEMO.customer.lastName);
    await expect(billing.getByLabel('Email address')).toHaveValue(DEMO.customer.email);
  };
  await expectAccountDetails();
  await gotoAndExpectStatus(page, '/checkout/personal-data', 200);
  await expectAccountDetails();
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
