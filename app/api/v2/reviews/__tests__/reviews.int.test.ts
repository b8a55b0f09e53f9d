import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { carts, customers, orderLineItems, orders, productRatings, productReviews, products } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { reviewLinkToken } from '@/lib/server/reviews/review-link';
import { callRoute } from '@/lib/testing/call-route';
import { freshClientIp } from '@/lib/testing/fresh-client-ip';
import { createSeededTestDatabase, demoShopIds } from '@/lib/testing/seeded-database';
import { POST as signIn } from '../../auth/sign-in/route';
import { POST as login } from '../../cart/customer/login/route';
import { GET as listProductReviews, POST as submitReview } from '../../products/[guid]/reviews/route';
import { GET as eligibility } from '../../products/[guid]/reviews/eligibility/route';
import { POST as approve } from '../[reviewId]/approve/route';
import { POST as helpful } from '../[reviewId]/helpful/route';
import { POST as reject } from '../[reviewId]/reject/route';
import { PUT as reply } from '../[reviewId]/reply/route';
import { GET as listOwnerReviews } from '../route';

type Listed = { items: { id: string; title: string; text: string; authorName: string; helpfulCount: number; ownerReply: string | null }[]; summary: { average: number; count: number; distribution: { stars: number; count: number }[] } };

let handle: DatabaseHandle;
let shopId: string;
let session: string;
let ownerToken: string;
let mug: string;
let scarf: string;

async function productId(sku: string): Promise<string> {
  const [row] = await handle.db.select({ id: products.id }).from(products).where(and(eq(products.shopId, shopId), eq(products.sku, sku)));
  return row!.id;
}

/** An order of the demo shop holding the product, for a customer or a guest. */
async function placeOrder(product: string, customerId: string | null, firstName: string, email = 'buyer@example.com'): Promise<string> {
  const address = { firstName, lastName: 'Buyer', street: 'Main 1', zipCode: '10115', city: 'Berlin', country: 'DE' } as never;
  const [cart] = await handle.db.insert(carts).values({ shopId, tokenHash: `review-test-${Math.random()}`, locale: 'en', customerId, status: 'ordered' as never }).returning();
  const [order] = await handle.db.insert(orders).values({
    shopId, orderNumber: `R-${Math.random().toString(36).slice(2, 10)}`, cartId: cart!.id, customerId, email, locale: 'en', currency: 'EUR',
    subtotalAmount: 1490, taxAmount: 0, taxRateBasisPoints: 0, grandTotalAmount: 1490, billingAddress: address, shippingMethodName: 'Standard',
    paymentMethodKind: 'invoice' as never, paymentMethodName: 'Invoice', viewTokenHash: 'x',
  }).returning();
  await handle.db.insert(orderLineItems).values({ orderId: order!.id, shopId, productId: product, sku: 'X', name: 'X', quantity: 1, singlePriceAmount: 1490, totalAmount: 1490 });
  return order!.id;
}

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  shopId = (await demoShopIds(handle.db)).demo;
  mug = await productId(DEMO.products.mug.sku);
  scarf = await productId(DEMO.products.lowStock.sku);
  await handle.db.delete(productReviews);
  await handle.db.delete(productRatings);
  const signedIn = await callRoute(login, { method: 'POST', url: '/api/v2/cart/customer/login?shop=demo', body: { email: DEMO.customer.email, password: DEMO.customer.password } });
  session = signedIn.setCookies['vitrine-session.demo']!;
  const owner = await callRoute<{ token: string }>(signIn, { method: 'POST', url: '/api/v2/auth/sign-in?shop=demo', body: DEMO.owners.demo });
  ownerToken = owner.json.token;
  const [customer] = await handle.db.select({ id: customers.id }).from(customers).where(and(eq(customers.shopId, shopId), eq(customers.email, DEMO.customer.email)));
  await placeOrder(mug, customer!.id, 'Sam');
});
afterAll(() => handle.close());

const customerCookies = () => ({ 'vitrine-session.demo': session });
const ownerHeaders = () => ({ authorization: `Bearer ${ownerToken}` });
const review = { rating: 4, title: 'Lovely <b>mug</b>', text: 'Holds a big coffee.\n\n\n\nWashes well in the machine.' };
const submit = (product: string, body: object, cookies?: Record<string, string>, ip = freshClientIp()) => callRoute<{ id: string; status: string; code?: string }>(submitReview, {
  method: 'POST', url: `/api/v2/products/${product}/reviews?shop=demo`, params: { guid: product }, body, cookies, headers: { 'x-forwarded-for': ip },
});
const list = (product: string, query = '') => callRoute<Listed>(listProductReviews, { url: `/api/v2/products/${product}/reviews?shop=demo${query}`, params: { guid: product } });
const moderate = (route: typeof approve, id: string) => callRoute<{ status: string; productName: string }>(route, {
  method: 'POST', url: `/api/v2/reviews/${id}/x?shop=demo`, params: { reviewId: id }, headers: { ...ownerHeaders(), 'content-type': 'application/json' },
});

describe('reviews API', () => {
  it('refuses a shopper who did not buy the product (403) and one signed out (403), and 404s an unknown product', async () => {
    expect((await submit(scarf, review, customerCookies())).status).toBe(403);
    expect((await submit(mug, review)).status).toBe(403);
    expect((await submit('00000000-0000-4000-8000-000000000000', review, customerCookies())).status).toBe(404);
    const answer = await callRoute<{ eligible: boolean; reason: string }>(eligibility, { url: `/api/v2/products/${scarf}/reviews/eligibility?shop=demo`, params: { guid: scarf }, cookies: customerCookies() });
    expect(answer.json).toEqual({ eligible: false, reason: 'NotABuyer' });
  });

  it('answers 400 for a too short text or a rating out of range, 422 for too many links, 429 past five a client an hour', async () => {
    expect((await submit(mug, { ...review, text: 'short' }, customerCookies())).status).toBe(400);
    expect((await submit(mug, { ...review, rating: 6 }, customerCookies())).status).toBe(400);
    expect((await submit(mug, { ...review, text: 'see https://a.example and https://b.example' }, customerCookies())).status).toBe(422);
    const ip = freshClientIp();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await submit(scarf, review, customerCookies(), ip)).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  });

  it('takes a buyer review pending (201, sanitised), once (409), shows it only once approved, and counts the aggregate', async () => {
    const created = await submit(mug, review, customerCookies());
    expect(created.status).toBe(201);
    expect(created.json.status).toBe('pending');
    expect((await submit(mug, review, customerCookies())).status).toBe(409);
    expect((await list(mug)).json.items).toHaveLength(0);

    const queue = await callRoute<{ items: { id: string; productName: string; title: string; text: string }[]; total: number }>(listOwnerReviews, { url: '/api/v2/reviews?shop=demo', headers: ownerHeaders() });
    expect(queue.status).toBe(200);
    expect(queue.json.total).toBe(1);
    expect(queue.json.items[0]).toMatchObject({ id: created.json.id, title: 'Lovely mug', text: 'Holds a big coffee.\n\nWashes well in the machine.' });
    expect((await callRoute(listOwnerReviews, { url: '/api/v2/reviews?shop=demo' })).status).toBe(401);

    expect((await moderate(approve, created.json.id)).json.status).toBe('approved');
    const listed = await list(mug);
    expect(listed.json.items).toEqual([expect.objectContaining({ id: created.json.id, authorName: 'Sam', helpfulCount: 0 })]);
    expect(listed.json.summary).toMatchObject({ average: 4, count: 1 });
    expect(listed.json.summary.distribution.find((d) => d.stars === 4)!.count).toBe(1);
  });

  it('lets a guest review through the signed link of the review mail, but not with a forged token', async () => {
    const orderId = await placeOrder(scarf, null, 'Gia');
    expect((await submit(scarf, { ...review, rating: 2, token: 'not.valid' })).status).toBe(403);
    const created = await submit(scarf, { ...review, rating: 2, token: await reviewLinkToken(shopId, orderId) });
    expect(created.status).toBe(201);
    await moderate(approve, created.json.id);
    expect((await list(scarf)).json.items[0]!.authorName).toBe('Gia');
    await moderate(reject, created.json.id);
    expect((await list(scarf)).json).toMatchObject({ items: [], summary: { count: 0, average: 0 } });
  });

  it('counts a helpful vote once per browser and sorts by helpfulness', async () => {
    const [first] = (await list(mug)).json.items;
    const vote = (cookies?: Record<string, string>) => callRoute<{ helpfulCount: number; counted: boolean }>(helpful, {
      method: 'POST', url: `/api/v2/reviews/${first!.id}/helpful?shop=demo`, params: { reviewId: first!.id }, headers: { 'content-type': 'application/json' }, cookies,
    });
    const one = await vote();
    expect(one.json).toEqual({ helpfulCount: 1, counted: true });
    const voter = one.setCookies['vitrine-voter.demo']!;
    expect((await vote({ 'vitrine-voter.demo': voter })).json).toEqual({ helpfulCount: 1, counted: false });
    expect((await vote()).json).toEqual({ helpfulCount: 2, counted: true });
    expect((await list(mug, '&sort=helpful')).json.items[0]!.helpfulCount).toBe(2);
  });

  it('counts a guest order under the signed-in customer\'s email as theirs', async () => {
    const hat = (await handle.db.select({ id: products.id }).from(products)
      .where(and(eq(products.shopId, shopId), eq(products.kind, 'simple'), eq(products.isVisible, true))).limit(5))
      .find((row) => row.id !== mug && row.id !== scarf)!.id;
    const before = await callRoute<{ eligible: boolean }>(eligibility, { url: `/api/v2/products/${hat}/reviews/eligibility?shop=demo`, params: { guid: hat }, cookies: customerCookies() });
    expect(before.json.eligible).toBe(false);
    await placeOrder(hat, null, 'Sam', DEMO.customer.email.toUpperCase());
    const after = await callRoute<{ eligible: boolean }>(eligibility, { url: `/api/v2/products/${hat}/reviews/eligibility?shop=demo`, params: { guid: hat }, cookies: customerCookies() });
    expect(after.json.eligible).toBe(true);
  });

  it('lets the owner reply publicly, and an empty reply removes it', async () => {
    const [first] = (await list(mug)).json.items;
    const put = (text: string) => callRoute<{ ownerReply: string | null }>(reply, {
      method: 'PUT', url: `/api/v2/reviews/${first!.id}/reply?shop=demo`, params: { reviewId: first!.id }, headers: ownerHeaders(), body: { reply: text },
    });
    expect((await put('Thank you, Sam!')).json.ownerReply).toBe('Thank you, Sam!');
    expect((await list(mug)).json.items[0]!.ownerReply).toBe('Thank you, Sam!');
    expect((await put('  ')).json.ownerReply).toBeNull();
  });
});
