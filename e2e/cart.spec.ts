import type { Page } from '@playwright/test';
import { DEMO } from '../lib/db/seed/demo';
import { expect, test } from './fixtures';

const { mug, lowStock } = DEMO.products;

/** Puts a product in this browser's cart through the API, as the product page's button does. */
async function addToCart(page: Page, slug: string, quantity: number): Promise<void> {
  const product = await (await page.request.get(`/api/v2/products/${slug}?shop=demo`)).json() as { productId: string };
  const csrf = (await page.request.get('/api/v2/cart?shop=demo')).headers()['x-csrf-token']!;
  const added = await page.request.post('/api/v2/cart?shop=demo', { data: { productId: product.productId, quantity }, headers: { 'x-csrf-token': csrf } });
  expect(added.ok(), await added.text()).toBe(true);
}

function summary(page: Page) {
  return page.getByRole('complementary', { name: 'Order summary' });
}

/** The value beside a label of the cart's totals. */
function totalOf(page: Page, label: string) {
  return summary(page).locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');
}

test.describe('cart', () => {
  test('an empty cart offers the way back to the shop', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  });

  test("a new shopper's first add to cart is one write, never refused for its CSRF token", async ({ page }) => {
    const writes: number[] = [];
    page.on('response', (answer) => {
      if (answer.request().method() === 'POST' && new URL(answer.url()).pathname === '/api/v2/cart') writes.push(answer.status());
    });
    // The product page's view is counted by a beacon whose answer sets the browser's first CSRF cookie, beside
    // the cart's read, whose answer sets another: the token the next write sends must be the cookie's.
    const counted = page.waitForResponse((answer) => answer.url().includes('/api/v2/analytics/pageLoads'));
    await page.goto(`/p/${mug.slug.en}`);
    await counted;
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'has been added to your cart' })).toBeVisible();
    expect(writes).toEqual([200]);
  });

  test('is rendered with its line items and noindex', async ({ page }) => {
    await addToCart(page, mug.slug.en, 2);
    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ hasText: 'Handmade Stoneware Mug' });
    await expect(line.getByLabel('Quantity of Handmade Stoneware Mug')).toHaveValue('2');
    await expect(line).toContainText('€29.80');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('quantity changes update the totals with the bulk price, removal empties the cart', async ({ page }) => {
    await addToCart(page, mug.slug.en, 1);
    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ hasText: 'Handmade Stoneware Mug' });
    const quantity = line.getByLabel('Quantity of Handmade Stoneware Mug');
    await quantity.fill('5');
    await quantity.press('Enter');
    // Five mugs reach the first bulk tier: 5 × €13.90.
    await expect(line).toContainText('€69.50');
    await expect(summary(page)).toContainText('€69.50');
    await line.getByRole('button', { name: /Remove/ }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test('coupon errors show as specified and a valid coupon gives its discount', async ({ page }) => {
    await addToCart(page, mug.slug.en, 1);
    await page.goto('/cart');
    const code = page.getByLabel('Coupon code');
    const redeem = page.getByRole('button', { name: 'Redeem' });
    await expect(redeem).toBeDisabled();
    await code.fill('   ');
    await redeem.click();
    await expect(page.getByText('Please enter a coupon code.')).toBeVisible();
    await code.fill('NOSUCHCODE');
    await redeem.click();
    await expect(page.getByText('This coupon code does not exist.')).toBeVisible();
    await code.fill(DEMO.coupons.expired.code);
    await redeem.click();
    await expect(page.getByText('This coupon has expired.')).toBeVisible();
    await code.fill(DEMO.coupons.big50.code);
    await redeem.click();
    await expect(page.getByText('This coupon needs a minimum order value of €50.00.')).toBeVisible();
    // The error hides by itself after five seconds.
    await expect(page.getByText('This coupon needs a minimum order value of €50.00.')).toBeHidden({ timeout: 7000 });
    await code.fill(` ${DEMO.coupons.welcome.code} `);
    await redeem.click();
    await expect(page.getByText('Your coupon has been redeemed.')).toBeVisible();
    await expect(summary(page)).toContainText('Discount');
    // €14.90 less 10 %, plus the estimated standard shipping: the discounted €13.41 is below the free-shipping threshold.
    await expect(totalOf(page, 'Estimated total')).toHaveText('€18.36');
    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await expect(summary(page)).not.toContainText('Discount');
  });

  test('keyboard focus stays in the cart through quantity changes, removal and coupons', async ({ page }) => {
    await addToCart(page, mug.slug.en, 1);
    await addToCart(page, lowStock.slug.en, 1);
    await page.goto('/cart');
    const mugLine = page.getByRole('listitem').filter({ hasText: 'Handmade Stoneware Mug' });
    const scarfLine = page.getByRole('listitem').filter({ hasText: 'Nordic Grey Scarf' });

    const increase = mugLine.getByRole('button', { name: 'Increase quantity' });
    // The line's controls take input once the page is interactive (disabled in the server's HTML): a
    // keyboard user cannot focus them before, and focus() would silently not either.
    await expect(increase).toBeEnabled();
    await increase.focus();
    await page.keyboard.press('Enter');
    await expect(mugLine.getByLabel('Quantity of Handmade Stoneware Mug')).toHaveValue('2');
    await expect(mugLine).toContainText('€29.80');
    await expect(increase).toBeFocused();

    const quantity = mugLine.getByLabel('Quantity of Handmade Stoneware Mug');
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(mugLine).toContainText('€44.70');
    await expect(quantity).toBeFocused();

    // The removed line's button is gone: focus goes to the Remove button now in its place (the lines keep the order they were added in).
    await mugLine.getByRole('button', { name: /^Remove/ }).focus();
    await page.keyboard.press('Enter');
    await expect(mugLine).toHaveCount(0);
    await expect(scarfLine.getByRole('button', { name: /^Remove/ })).toBeFocused();

    const code = page.getByLabel('Coupon code');
    await code.fill(DEMO.coupons.welcome.code);
    await page.getByRole('button', { name: 'Redeem' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your coupon has been redeemed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove coupon' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(summary(page)).not.toContainText('Discount');
    await expect(page.getByLabel('Coupon code')).toBeFocused();

    await scarfLine.getByRole('button', { name: /^Remove/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeFocused();
  });

  test('shows the shipping estimate and how far free shipping is, counting the subtotal after discounts', async ({ page }) => {
    await addToCart(page, mug.slug.en, 3);
    await page.goto('/cart');
    await expect(totalOf(page, 'Subtotal')).toHaveText('€44.70');
    await expect(totalOf(page, 'Shipping (estimate)')).toHaveText('€4.95');
    await expect(totalOf(page, 'Estimated total')).toHaveText('€49.65');
    await expect(summary(page).getByText('Add €5.30 more for free shipping (counts the subtotal after discounts).')).toBeVisible();

    const quantity = page.getByLabel('Quantity of Handmade Stoneware Mug');
    await expect(quantity).toBeEnabled();
    await quantity.fill('4');
    await quantity.press('Enter');
    await expect(summary(page).getByText('Free shipping: your subtotal after discounts reaches €50.00.')).toBeVisible();
    await expect(totalOf(page, 'Shipping (estimate)')).toHaveText('Free');
    await expect(totalOf(page, 'Estimated total')).toHaveText('€59.60');

    // The distance counts the goods after the coupon: three mugs less 10 % are €40.23, €9.77 from free shipping.
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(totalOf(page, 'Subtotal')).toHaveText('€44.70');
    await page.getByLabel('Coupon code').fill(DEMO.coupons.welcome.code);
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByText('Your coupon has been redeemed.')).toBeVisible();
    await expect(summary(page).getByText('Add €9.77 more for free shipping (counts the subtotal after discounts).')).toBeVisible();
    await expect(totalOf(page, 'Estimated total')).toHaveText('€45.18');
  });

  test('more than the stock resets the quantity and holds back checkout', async ({ page }) => {
    await addToCart(page, lowStock.slug.en, 1);
    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ hasText: 'Nordic Grey Scarf' });
    const quantity = line.getByLabel(/Quantity of/);
    await quantity.fill('50');
    await quantity.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'not in stock in that quantity' })).toBeVisible();
    await expect(quantity).toHaveValue('1');
    await expect(summary(page).getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  });

  test('checkout is disabled in a theme preview', async ({ page }) => {
    await addToCart(page, mug.slug.en, 1);
    await page.goto('/cart?previewTheme=aurora');
    await expect(page.getByText('Checkout is not available in a theme preview.')).toBeVisible();
    await expect(summary(page).getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
  });

  test('the wishlist error from the query is shown', async ({ page }) => {
    await page.goto('/cart?displayWishlistError=true');
    await expect(page.getByRole('alert').filter({ hasText: 'Please sign in to use your wishlist.' })).toBeVisible();
  });
});
