// Reviews (issue 33, item 1): a buyer reviews a product from its page, the owner approves it in the
// editor's Reviews module, and shoppers then see it with the product's rating. The demo customer places a
// real order through the API first (the seed gives it none; every run starts from a fresh database).
import type { Page } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { addToCart, SHOP } from './checkout-helpers';
import { test, expect as baseExpect, gotoAndExpectStatus } from './fixtures';
import { editorSidebar } from './owner-pages';

// A development server compiles each page on its first visit.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

// The sneakers carry the demo's seeded reviews; reviewing them leaves the products other specs buy alone.
const product = DEMO.products.sneakers;

/** Orders the product through the API as the page's signed-in customer: address, methods, place order. */
async function orderProduct(page: Page, email: string): Promise<void> {
  await addToCart(page, product.slug.en);
  const csrf = (await page.request.get(`/api/v2/cart?shop=${SHOP}`)).headers()['x-csrf-token']!;
  const post = async (path: string, data: object) => {
    const response = await page.request.post(`/api/v2${path}?shop=${SHOP}`, { data, headers: { 'x-csrf-token': csrf } });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  };
  await post('/cart/billing-address', { billingAddress: {
    firstName: DEMO.customer.firstName, lastName: DEMO.customer.lastName, street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', countryCode: 'DE', emailAddress: email,
  } });
  const shipping = (await (await page.request.get(`/api/v2/cart/shipping-methods?shop=${SHOP}`)).json()) as { id: string }[];
  await post('/cart/shipping-method', { shippingMethod: shipping[0]!.id });
  const payment = (await (await page.request.get(`/api/v2/cart/payment-methods?shop=${SHOP}`)).json()) as { id: string; kind: string }[];
  await post('/cart/payment-method', { paymentMethod: payment.find((method) => method.kind === 'invoice')!.id });
  await post('/cart/place-order', {});
}

/** The product's name in English, as the editor and the cards show it. */
async function productName(page: Page): Promise<string> {
  const response = await page.request.get(`/api/v2/products/${product.slug.en}?shop=${SHOP}`);
  return ((await response.json()) as { name: string }).name;
}

test('a buyer reviews, the owner approves in the editor, and shoppers see the review', async ({ page, ownerPage }) => {
  const signedIn = await page.request.post(`/api/v2/cart/customer/login?shop=${SHOP}`, { data: { email: DEMO.customer.email, password: DEMO.customer.password } });
  expect(signedIn.status()).toBe(200);
  await orderProduct(page, DEMO.customer.email);
  const name = await productName(page);
  const title = `Great for long walks ${Date.now()}`;

  await gotoAndExpectStatus(page, `/p/${product.slug.en}`, 200);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = reviews.getByRole('form', { name: 'Your review' });
  await form.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Review', { exact: true }).fill('Light, comfortable, and see https://example.com for my trail.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(reviews.getByRole('status').filter({ hasText: 'Thank you! Your review will appear once the shop has checked it.' })).toBeVisible();
  // Pending reviews are not shown.
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  await ownerPage.goto('/editor');
  const editor = editorSidebar(ownerPage);
  await editor.getByRole('group', { name: 'Site' }).getByRole('button', { name: 'Reviews', exact: true }).click();
  const queue = editor.getByRole('region', { name: 'Reviews waiting for approval' });
  const pending = queue.getByRole('article', { name: title });
  await expect(pending).toContainText(`Product: ${name}`);
  await pending.getByRole('button', { name: 'Reply' }).click();
  await pending.getByLabel('Public reply').fill('Thank you, Sam!');
  await pending.getByRole('button', { name: 'Save reply' }).click();
  await expect(queue.getByRole('status')).toHaveText(`Reply saved: ${title}`);
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(queue.getByRole('status')).toHaveText(`Approved: ${title}`);
  await expect(pending).toHaveCount(0);

  // The approval revalidated the cached product page.
  await gotoAndExpectStatus(page, `/p/${product.slug.en}`, 200);
  const shown = reviews.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(shown).toContainText(`By ${DEMO.customer.firstName}`);
  await expect(shown).toContainText('Thank you, Sam!');
  // Links in a review are text, never live.
  await expect(shown.getByRole('link')).toHaveCount(0);
  await expect(reviews.getByRole('img', { name: /out of 5 stars, \d+ reviews$/ })).toBeVisible();
  const jsonLd = JSON.parse(await page.locator('script[type="application/ld+json"]').first().textContent() ?? '{}') as { aggregateRating?: { reviewCount: number } } | { aggregateRating?: { reviewCount: number } }[];
  const productLd = Array.isArray(jsonLd) ? jsonLd[0]! : jsonLd;
  expect(productLd.aggregateRating?.reviewCount).toBeGreaterThanOrEqual(4);

  // "Was this helpful?" counts once per browser.
  const helpful = shown.getByRole('button', { name: /^Yes \(\d+\)$/ });
  await helpful.focus();
  await page.keyboard.press('Enter');
  await expect(shown.getByRole('status')).toHaveText('Thank you for your feedback.');
  // Counted once: unavailable now, but the shopper's keyboard focus stays on it.
  await expect(helpful).toBeDisabled();
  await expect(helpful).toBeFocused();
});

test('a shopper who did not buy the product is told who may review', async ({ page }) => {
  await gotoAndExpectStatus(page, `/p/${product.slug.en}`, 200);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  await expect(reviews.getByRole('status').filter({ hasText: 'Only customers who bought this product can review it.' })).toBeVisible();
});

test('the product page\'s stars are as wide as the stars themselves, so the fill shows the rating', async ({ page }) => {
  await gotoAndExpectStatus(page, `/p/${product.slug.en}`, 200);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const ratings = reviews.getByRole('img', { name: /out of 5 stars/ });
  await expect(ratings.first()).toBeVisible();
  // The fill is a share of the box's width: a box stretched by its grid (the whole column) showed five full stars.
  for (const rating of await ratings.all()) {
    const [box, stars] = await Promise.all([rating.boundingBox(), rating.locator('span').boundingBox()]);
    expect(Math.abs(box!.width - stars!.width), await rating.getAttribute('aria-label') ?? '').toBeLessThan(1);
  }
});

test('product cards show the average as stars with an accessible text', async ({ page }) => {
  const name = await productName(page);
  await gotoAndExpectStatus(page, `/search?q=${encodeURIComponent(name)}`, 200);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name }) });
  await expect(card.getByRole('img', { name: /^\d(\.\d)? out of 5 stars, \d+ reviews$/ })).toBeVisible();
});
