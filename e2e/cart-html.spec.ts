// The basket is in the cart page's HTML as served (issue 13): a crawler or a shopper without JavaScript
// sees the heading and the line items, not an empty <main> that only a script fills in.
import type { APIRequestContext } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { expect, test } from './fixtures';
import { SHOP } from './checkout-helpers';

const { mug } = DEMO.products;

/** The content of the page's <main>, as the server sent it. */
async function servedMain(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `HTTP status of ${path}`).toBe(200);
  const html = await response.text();
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html);
  expect(main, 'the page has a <main>').not.toBeNull();
  return main![1]!;
}

/** Puts a product in the request context's cart through the API; the context keeps the cart cookie. */
async function addToCart(request: APIRequestContext, slug: string, quantity: number): Promise<string> {
  const product = await request.get(`/api/v2/products/${slug}?shop=${SHOP}`);
  expect(product.status()).toBe(200);
  const { productId, name } = (await product.json()) as { productId: string; name: string };
  const csrf = (await request.get(`/api/v2/cart?shop=${SHOP}`)).headers()['x-csrf-token']!;
  const added = await request.post(`/api/v2/cart?shop=${SHOP}`, { data: { productId, quantity }, headers: { 'x-csrf-token': csrf } });
  expect(added.status(), await added.text()).toBe(200);
  return name;
}

test('the cart page serves its heading and line items in the HTML', async ({ request }) => {
  const name = await addToCart(request, mug.slug.en, 2);
  const main = await servedMain(request, '/cart');
  expect(main).toMatch(/<h1[^>]*>Cart<\/h1>/);
  expect(main).toContain(name);
  expect(main).toContain('€29.80');
  expect(main).toContain('Proceed to checkout');
  // The shipping estimate and the way to free shipping are served too (two mugs: €29.80 + €4.95).
  expect(main).toContain('Shipping (estimate)');
  expect(main).toContain('€34.75');
  expect(main).toContain('Add €20.20 more for free shipping (counts the subtotal after discounts).');
});

test('an empty cart serves its heading and the way back to the shop', async ({ request }) => {
  const main = await servedMain(request, '/cart');
  expect(main).toMatch(/<h1[^>]*>Cart<\/h1>/);
  expect(main).toContain('Your cart is empty.');
});

test('in another language the served basket is in that language', async ({ request }) => {
  await addToCart(request, mug.slug.en, 1);
  const main = await servedMain(request, '/de/cart');
  expect(main).toMatch(/<h1[^>]*>Warenkorb<\/h1>/);
  // The line's name comes in the page's language, whatever language the product was added in.
  expect(main).toMatch(/Tasse aus Steingut/i);
});
