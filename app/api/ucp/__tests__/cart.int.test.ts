import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { carts, orders, products, shops } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { setRateLimiter } from '@/lib/server/rate-limit';
import { MemoryRateLimiter } from '@/lib/server/rate-limit/memory';
import { hashToken } from '@/lib/server/security/tokens';
import { productIdBySku } from '@/app/api/v2/cart/__tests__/shopper';
import { POST as createCartRoute } from '../carts/route';
import {
  BUYER, SANDBOX_PAYMENT, cancel, cancelCart, cart, complete, create, createCart, get, getCart, lines, lookupCatalog, refused, session,
  update, updateCart, type Json,
} from './ucp-calls';

let handle: DatabaseHandle;
let mug: string;
let scarf: string;

beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 24 });
  [mug, scarf] = await Promise.all([productIdBySku(DEMO.products.mug.sku), productIdBySku(DEMO.products.lowStock.sku)]);
});
afterAll(() => handle.close());
// Each test counts against fresh limits (the limit test its own).
beforeEach(() => setRateLimiter(new MemoryRateLimiter()));

async function setStock(productId: string, stockLevel: number) {
  await handle.db.update(products).set({ stockLevel }).where(eq(products.id, productId));
}
async function stockOf(productId: string) {
  const [row] = await handle.db.select({ stockLevel: products.stockLevel }).from(products).where(eq(products.id, productId));
  return row!.stockLevel;
}
const setBeyondClosed = (isClosed: boolean) => handle.db.update(shops).set({ isClosed }).where(eq(shops.slug, DEMO.shops.beyond.slug));
async function ordersOf() {
  const [row] = await handle.db.select({ n: count() }).from(orders);
  return row!.n;
}
const subtotalOf = (body: Json) => body.totals.find((total: Json) => total.type === 'subtotal').amount as number;
const quantities = (body: Json) => body.line_items.map((line: Json) => [line.item.id, line.quantity]);

describe('UCP carts', () => {
  it('builds a cart (add, change, remove lines), checks out from it and completes in the sandbox: one order, stock taken, the cart gone', async () => {
    await setStock(mug, 40);
    await setStock(scarf, 10);
    const created = cart(await createCart({ line_items: lines(mug, 2), buyer: BUYER }), 201);
    expect(created.id).toEqual(expect.any(String));
    expect(created.line_items[0]).toMatchObject({ item: { id: mug, title: expect.any(String), price: DEMO.products.mug.priceAmount }, quantity: 2 });
    expect(created.currency).toBe('EUR');
    expect(subtotalOf(created)).toBe(2 * DEMO.products.mug.priceAmount);
    // No shipping method before checkout: estimated totals without fulfillment.
    expect(created.totals.map((total: Json) => total.type)).toEqual(['subtotal', 'tax', 'total']);
    expect(created.messages).toEqual([]);
    expect(created.buyer).toEqual(BUYER);
    expect(created.continue_url).toMatch(/\/api\/agents\/checkout\//);
    expect(created.ucp.capabilities).toHaveProperty(['dev.ucp.shopping.cart']);

    const added = cart(await updateCart(created.id, { id: created.id, line_items: [...lines(mug, 2), ...lines(scarf, 1)], buyer: BUYER }));
    expect(quantities(added)).toEqual([[mug, 2], [scarf, 1]]);
    const changed = cart(await updateCart(created.id, { line_items: [...lines(mug, 3), ...lines(scarf, 1)], buyer: BUYER }));
    expect(quantities(changed)).toEqual([[mug, 3], [scarf, 1]]);
    // A product's line keeps its id through updates.
    expect(changed.line_items.map((line: Json) => line.id)).toEqual(added.line_items.map((line: Json) => line.id));
    const removed = cart(await updateCart(created.id, { line_items: lines(mug, 3), buyer: BUYER }));
    expect(quantities(removed)).toEqual([[mug, 3]]);
    expect(subtotalOf(cart(await getCart(created.id)))).toBe(3 * DEMO.products.mug.priceAmount);

    // The cart's lines and buyer make the checkout; the request's overlapping fields are ignored.
    const checkout = session(await create({ cart_id: created.id, line_items: lines(scarf, 5), buyer: { email: 'other@example.com' }, payment: SANDBOX_PAYMENT }), 201);
    expect(checkout.id).toBe(created.id);
    expect(quantities(checkout)).toEqual([[mug, 3]]);
    expect(checkout.buyer).toEqual(BUYER);
    expect(checkout.status).toBe('ready_for_complete');
    // Converting again answers the open checkout, not a second one.
    expect(session(await create({ cart_id: created.id, line_items: [] }), 201).id).toBe(checkout.id);

    // The cart and its checkout are one: a change to the cart is the checkout's.
    cart(await updateCart(created.id, { line_items: lines(mug, 4), buyer: BUYER }));
    expect(quantities(session(await get(checkout.id)))).toEqual([[mug, 4]]);

    const before = await ordersOf();
    const done = session(await complete(checkout.id));
    expect(done.status).toBe('completed');
    expect(await ordersOf()).toBe(before + 1);
    expect(await stockOf(mug)).toBe(36);
    refused(await getCart(created.id), 'not_found');
    refused(await updateCart(created.id, { line_items: lines(mug) }), 'not_found');
    refused(await create({ cart_id: created.id, line_items: [] }), 'not_found');
  });

  it('prices a cart in the market of context.address_country, as the catalog does, and moves it with the context', async () => {
    const swiss = cart(await createCart({ line_items: lines(mug), context: { address_country: 'ch' } }), 201);
    expect(swiss.currency).toBe('CHF');
    expect(swiss.context).toEqual({ address_country: 'CH' });
    const catalog = await lookupCatalog({ ids: [mug], context: { address_country: 'CH' } });
    const listed = catalog.json.products[0].variants[0].price;
    expect(listed).toEqual({ amount: DEMO.markets.ch.prices.mug, currency: 'CHF' });
    expect(swiss.line_items[0].item.price).toBe(listed.amount);

    const german = cart(await updateCart(swiss.id, { line_items: lines(mug), context: { address_country: 'DE' } }));
    expect(german.currency).toBe('EUR');
    expect(german.line_items[0].item.price).toBe(DEMO.products.mug.priceAmount);
    // Without a context the cart stays in its market.
    expect(cart(await updateCart(swiss.id, { line_items: lines(mug, 2) })).currency).toBe('EUR');
  });

  it('takes coupons through the discount extension and carries the code into its checkout', async () => {
    await setStock(mug, 40);
    const { welcome, expired } = DEMO.coupons;
    const subtotal = 2 * DEMO.products.mug.priceAmount;
    const created = cart(await createCart({ line_items: lines(mug, 2), buyer: BUYER, discounts: { codes: [welcome.code] } }), 201);
    expect(created.discounts).toEqual({ codes: [welcome.code], applied: [expect.objectContaining({ code: welcome.code, title: welcome.campaign, amount: subtotal / 10 })] });
    expect(created.totals).toContainEqual({ type: 'discount', amount: -subtotal / 10 });

    const rejected = cart(await updateCart(created.id, { line_items: lines(mug, 2), buyer: BUYER, discounts: { codes: [expired.code] } }));
    expect(rejected.messages).toEqual([{ type: 'warning', code: 'discount_code_expired', path: '$.discounts.codes[0]', content: expect.any(String) }]);
    expect(rejected.discounts).toEqual({ codes: [], applied: [] });

    cart(await updateCart(created.id, { line_items: lines(mug, 2), buyer: BUYER, discounts: { codes: [welcome.code] } }));
    const checkout = session(await create({ cart_id: created.id, line_items: [], payment: SANDBOX_PAYMENT }), 201);
    expect(checkout.discounts.codes).toEqual([welcome.code]);
    expect(checkout.totals).toContainEqual({ type: 'discount', amount: -subtotal / 10 });
  });

  it('never oversells: beyond the stock is out_of_stock and its checkout will not complete; two carts racing for the last item get one order', async () => {
    await setStock(scarf, 2);
    const greedy = cart(await createCart({ line_items: lines(scarf, 3), buyer: BUYER }), 201);
    expect(greedy.messages).toEqual([expect.objectContaining({ type: 'error', code: 'out_of_stock', path: '$.line_items[0].quantity', severity: 'recoverable' })]);
    const checkout = session(await create({ cart_id: greedy.id, line_items: [], payment: SANDBOX_PAYMENT }), 201);
    expect(checkout.status).toBe('incomplete');
    expect(session(await complete(checkout.id)).status).toBe('incomplete');
    expect(await stockOf(scarf)).toBe(2);

    await setStock(scarf, 1);
    const ids = await Promise.all(['https://a.example/.well-known/ucp', 'https://b.example/.well-known/ucp'].map(async (agent) => {
      const built = cart(await createCart({ line_items: lines(scarf), buyer: BUYER }, { agent }), 201);
      session(await create({ cart_id: built.id, line_items: [], payment: SANDBOX_PAYMENT }, { agent }), 201);
      return built.id as string;
    }));
    const before = await ordersOf();
    const results = await Promise.all(ids.map((id) => complete(id)));
    expect(results.filter((result) => result.json.status === 'completed')).toHaveLength(1);
    expect(await ordersOf()).toBe(before + 1);
    expect(await stockOf(scarf)).toBe(0);
  });

  it('replays a write under the same Idempotency-Key and refuses the key with another body', async () => {
    const key = randomUUID();
    const first = await createCart({ line_items: lines(mug) }, { key });
    const replay = await createCart({ line_items: lines(mug) }, { key });
    expect(replay.status).toBe(201);
    expect(replay.json).toEqual(first.json);
    expect((await createCart({ line_items: lines(mug, 2) }, { key })).json).toMatchObject({ code: 'IdempotencyKeyReused' });
    expect((await createCart({ line_items: lines(mug, 2) }, { key })).status).toBe(409);

    const updateKey = randomUUID();
    const updated = await updateCart(first.json.id, { line_items: lines(mug, 2) }, { key: updateKey });
    await updateCart(first.json.id, { line_items: lines(mug, 5) });
    // The replay answers the stored answer; it does not write again.
    expect((await updateCart(first.json.id, { line_items: lines(mug, 2) }, { key: updateKey })).json).toEqual(updated.json);
    expect(quantities(cart(await getCart(first.json.id)))).toEqual([[mug, 5]]);
  });

  it('refuses bad requests with 4xx, and answers not_found for carts it does not have', async () => {
    expect((await createCart({ line_items: lines(mug) }, { key: null })).status).toBe(400);
    const noAgent = await callRoute<Json>(createCartRoute, { method: 'POST', url: '/api/ucp/carts', body: { line_items: lines(mug) }, headers: { 'idempotency-key': randomUUID() } });
    expect(noAgent.status).toBe(400);
    expect((await createCart({ line_items: [] })).status).toBe(400);
    expect((await createCart({ line_items: [{ item: { id: 'x' }, quantity: 1 }] })).status).toBe(400);
    expect((await createCart({ line_items: lines(mug, 0) })).status).toBe(400);
    expect((await createCart({ line_items: lines(mug), context: { address_country: 'Switzerland' } })).status).toBe(400);
    expect((await createCart('not json', { headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await createCart({ line_items: lines(mug) }, { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    const huge = { line_items: lines(mug), buyer: { first_name: 'x'.repeat(70 * 1024) } };
    expect((await createCart(huge)).status).toBe(413);
    expect((await create({ line_items: [], cart_id: '' })).status).toBe(400);

    // Nothing the shop sells: no cart is made.
    refused(await createCart({ line_items: lines(randomUUID()) }), 'item_unavailable');
    refused(await getCart('no-such-cart'), 'not_found');
    refused(await updateCart('no-such-cart', { line_items: lines(mug) }), 'not_found');
    refused(await cancelCart('no-such-cart'), 'not_found');
    refused(await create({ cart_id: 'no-such-cart', line_items: [] }), 'not_found');
    // A checkout session is no cart, and a cart no checkout session.
    const checkout = session(await create({ line_items: lines(mug) }), 201);
    refused(await getCart(checkout.id), 'not_found');
    const plain = cart(await createCart({ line_items: lines(mug) }), 201);
    expect((await get(plain.id)).status).toBe(404);
  });

  it('keeps each shop\'s carts its own (another shop\'s cart is not_found), and answers 503 ShopClosed on every cart endpoint of a closed shop', async () => {
    const beyond = { shop: DEMO.shops.beyond.slug };
    const beyondMug = await productIdBySku(DEMO.products.mug.sku, DEMO.shops.beyond.slug);
    await setBeyondClosed(false);
    let theirs: Json;
    try {
      theirs = cart(await createCart({ line_items: lines(beyondMug) }, beyond), 201);
      refused(await getCart(theirs.id), 'not_found');
      refused(await updateCart(theirs.id, { line_items: lines(mug) }), 'not_found');
      refused(await cancelCart(theirs.id), 'not_found');
      refused(await create({ cart_id: theirs.id, line_items: [] }), 'not_found');
      expect(cart(await getCart(theirs.id, beyond)).id).toBe(theirs.id);
    } finally {
      await setBeyondClosed(true);
    }
    for (const response of [
      await createCart({ line_items: lines(beyondMug) }, beyond), await getCart(theirs.id, beyond),
      await updateCart(theirs.id, { line_items: lines(beyondMug) }, beyond), await cancelCart(theirs.id, beyond),
    ]) {
      expect({ status: response.status, code: response.json.code }).toEqual({ status: 503, code: 'ShopClosed' });
    }
  });

  it('cancels a cart: answers it as it was, then it is gone with the shop\'s cart; a checkout made from it goes on', async () => {
    const created = cart(await createCart({ line_items: lines(mug, 2) }), 201);
    const canceled = cart(await cancelCart(created.id));
    expect(quantities(canceled)).toEqual([[mug, 2]]);
    refused(await getCart(created.id), 'not_found');
    refused(await cancelCart(created.id), 'not_found');
    const [left] = await handle.db.select({ n: count() }).from(carts).where(eq(carts.tokenHash, hashToken(created.id)));
    expect(left!.n).toBe(0);

    const converted = cart(await createCart({ line_items: lines(mug), buyer: BUYER }), 201);
    session(await create({ cart_id: converted.id, line_items: [], payment: SANDBOX_PAYMENT }), 201);
    cart(await cancelCart(converted.id));
    refused(await getCart(converted.id), 'not_found');
    expect(session(await get(converted.id)).status).toBe('ready_for_complete');
    expect(session(await update(converted.id, { line_items: lines(mug, 2), buyer: BUYER, payment: SANDBOX_PAYMENT })).line_items[0].quantity).toBe(2);

    // Canceling the checkout ends the cart it was made from.
    const second = cart(await createCart({ line_items: lines(mug) }), 201);
    session(await create({ cart_id: second.id, line_items: [] }), 201);
    expect(session(await cancel(second.id)).status).toBe('canceled');
    refused(await getCart(second.id), 'not_found');
    refused(await create({ cart_id: second.id, line_items: [] }), 'not_found');
  });

  it('limits each agent like every UCP endpoint: 429 with Retry-After past its allowance', async () => {
    const agent = 'https://greedy-carts.example/.well-known/ucp';
    const answers = [];
    for (let i = 0; i < 121; i += 1) answers.push(await getCart('unknown', { agent, address: `192.0.2.${i % 250}` }));
    expect(answers[119]!.status).toBe(200);
    expect(answers[120]!.status).toBe(429);
    expect(answers[120]!.headers.get('retry-after')).toBeTruthy();
  });

  it('hands the cart to the shopper\'s browser by its continue_url; the agent\'s id reaches it no more', async () => {
    const created = cart(await createCart({ line_items: lines(mug) }), 201);
    const link = new URL(created.continue_url);
    const { GET: handoverRoute } = await import('@/app/api/agents/checkout/[token]/route');
    const token = link.pathname.split('/').pop()!;
    const opened = await callRoute(handoverRoute as never, { url: link.pathname, params: { token } });
    expect(opened.status).toBe(303);
    refused(await getCart(created.id), 'not_found');
  });
});
