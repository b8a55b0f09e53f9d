import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { GET as getProfile } from '@/app/api/agents/ucp-profile/route';
import { ucpValidators } from '@/lib/agents/ucp/__tests__/ucp-schemas';
import { UCP_SANDBOX_HANDLER, UCP_VERSION } from '@/lib/agents/ucp/version';
import type { DatabaseHandle } from '@/lib/db/client';
import { orders, products, shops } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute, type RouteResult } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { readyShopper, checkoutMethodIds, productIdBySku } from '@/app/api/v2/cart/__tests__/shopper';
import { POST as placeOrderRoute } from '@/app/api/v2/cart/place-order/route';
import { POST as createRoute } from '../checkout-sessions/route';
import { BUYER, SANDBOX_PAYMENT, cancel, complete, create, get, headersOf, lines, session, update, type Json } from './ucp-calls';

let handle: DatabaseHandle;
let mug: string;
let scarf: string;
const { profile: validProfile } = ucpValidators();

beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 24 });
  [mug, scarf] = await Promise.all([productIdBySku(DEMO.products.mug.sku), productIdBySku(DEMO.products.lowStock.sku)]);
});
afterAll(() => handle.close());

async function setStock(productId: string, stockLevel: number) {
  await handle.db.update(products).set({ stockLevel }).where(eq(products.id, productId));
}
async function ordersOf() {
  const [row] = await handle.db.select({ n: count() }).from(orders);
  return row!.n;
}

describe('GET /.well-known/ucp', () => {
  it('answers the shop\'s business profile, valid against the published schema, with its REST endpoint', async () => {
    const response = await callRoute<Json>(getProfile, { url: '/.well-known/ucp' });
    expect(response.status).toBe(200);
    expect(validProfile(response.json)).toBe(true);
    expect(response.json.ucp.version).toBe(UCP_VERSION);
    expect(response.json.ucp.services['dev.ucp.shopping'][0]).toMatchObject({ transport: 'rest', endpoint: expect.stringMatching(/^https?:\/\/[^/]+\/api\/ucp$/) });
    expect(Object.keys(response.json.ucp.payment_handlers)).toEqual([UCP_SANDBOX_HANDLER]);
  });

  it('declares no payment handler when the sandbox is off (production)', async () => {
    process.env.PAYMENT_SANDBOX = '0';
    try {
      const response = await callRoute<Json>(getProfile, { url: '/.well-known/ucp' });
      expect(response.json.ucp.payment_handlers).toEqual({});
    } finally {
      delete process.env.PAYMENT_SANDBOX;
    }
  });

  it('is 404 for a closed shop, and its sessions 503', async () => {
    await handle.db.update(shops).set({ isClosed: true }).where(eq(shops.slug, DEMO.shops.beyond.slug));
    try {
      expect((await callRoute(getProfile, { url: `/.well-known/ucp?shop=${DEMO.shops.beyond.slug}` })).status).toBe(404);
      expect((await callRoute(getProfile, { url: `/.well-known/ucp?shop=${DEMO.shops.beyond.slug}&preview=1` })).status).toBe(404);
      const closed = await callRoute<Json>(createRoute, {
        method: 'POST', url: `/api/ucp/checkout-sessions?shop=${DEMO.shops.beyond.slug}`, body: { line_items: lines(mug) }, headers: headersOf({}),
      });
      expect(closed.status).toBe(503);
      expect(closed.json.code).toBe('ShopClosed');
    } finally {
      await handle.db.update(shops).set({ isClosed: false }).where(eq(shops.slug, DEMO.shops.beyond.slug));
    }
  });
});

describe('UCP checkout sessions', () => {
  it('goes incomplete -> ready_for_complete -> completed, one order, stock taken', async () => {
    await setStock(mug, 50);
    const created = session(await create({ line_items: lines(mug, 2) }), 201);
    expect(created.status).toBe('incomplete');
    expect(created.messages.map((m: Json) => [m.code, m.path])).toEqual([
      ['missing', '$.buyer.email'], ['missing', '$.payment.instruments[0].billing_address'],
    ]);
    expect(created.line_items[0]).toMatchObject({ item: { id: mug, price: DEMO.products.mug.priceAmount }, quantity: 2 });
    expect(created.currency).toBe('EUR');
    expect(created.continue_url).toMatch(/\/api\/agents\/checkout\//);

    const ready = session(await update(created.id, { line_items: lines(mug, 3), buyer: BUYER, payment: SANDBOX_PAYMENT }));
    expect(ready.status).toBe('ready_for_complete');
    expect(ready.messages).toEqual([]);
    expect(ready.totals.find((t: Json) => t.type === 'subtotal').amount).toBe(3 * DEMO.products.mug.priceAmount);

    const before = await ordersOf();
    const done = session(await complete(created.id));
    expect(done.status).toBe('completed');
    expect(done.order).toMatchObject({ id: expect.any(String), permalink_url: expect.stringContaining('viewtoken=') });
    expect(done.continue_url).toBeUndefined();
    expect(await ordersOf()).toBe(before + 1);
    const [row] = await handle.db.select({ stockLevel: products.stockLevel }).from(products).where(eq(products.id, mug));
    expect(row!.stockLevel).toBe(47);
    expect(session(await get(created.id)).status).toBe('completed');
    // A completed session takes no more writes.
    expect((await update(created.id, { line_items: lines(mug) })).status).toBe(409);
  });

  it('replays a write under the same Idempotency-Key and refuses the key with another body', async () => {
    const key = randomUUID();
    const first = await create({ line_items: lines(mug) }, { key });
    const replay = await create({ line_items: lines(mug) }, { key });
    expect(replay.status).toBe(201);
    expect(replay.json).toEqual(first.json);
    const other = await create({ line_items: lines(mug, 2) }, { key });
    expect(other.status).toBe(409);
    expect(other.json).toMatchObject({ code: 'IdempotencyKeyReused', content: expect.any(String) });

    const id = first.json.id as string;
    await update(id, { line_items: lines(mug), buyer: BUYER, payment: SANDBOX_PAYMENT });
    const before = await ordersOf();
    const completeKey = randomUUID();
    const [a, b] = [await complete(id, undefined, { key: completeKey }), await complete(id, undefined, { key: completeKey })];
    expect(b.json).toEqual(a.json);
    expect(a.json.status).toBe('completed');
    // Even under a new key, the session's one order is answered again.
    expect((await complete(id)).json.order.id).toBe(a.json.order.id);
    expect(await ordersOf()).toBe(before + 1);
  });

  it('runs one of two writes sent at once under one key: the other replays it or is told it still runs', async () => {
    const key = randomUUID();
    const results = await Promise.all([create({ line_items: lines(mug) }, { key }), create({ line_items: lines(mug) }, { key })]);
    for (const result of results) expect([201, 409]).toContain(result.status);
    expect(new Set(results.filter((r) => r.status === 201).map((r) => r.json.id)).size).toBe(1);
  });

  it('requires UCP-Agent and an Idempotency-Key on writes; bad bodies are 400, unknown sessions 404', async () => {
    expect((await create({ line_items: lines(mug) }, { key: null })).status).toBe(400);
    const noAgent = await callRoute<Json>(createRoute, { method: 'POST', url: '/api/ucp/checkout-sessions', body: { line_items: lines(mug) }, headers: { 'idempotency-key': randomUUID() } });
    expect(noAgent.status).toBe(400);
    expect((await create({ line_items: [] })).status).toBe(400);
    expect((await create({ line_items: [{ item: { id: 'x' }, quantity: 1 }] })).status).toBe(400);
    expect((await create('not json', { headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await get('no-such-session')).status).toBe(404);
    expect((await complete('no-such-session')).status).toBe(404);
  });

  it('creates no session when no item can be sold, and names hidden products unavailable', async () => {
    const response = await create({ line_items: lines(randomUUID()) });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ ucp: { status: 'error' }, messages: [{ type: 'error', code: 'item_unavailable', severity: 'unrecoverable' }] });
    expect(response.json.id).toBeUndefined();

    const hidden = await productIdBySku(DEMO.products.sneakers.sku);
    await handle.db.update(products).set({ isVisible: false }).where(eq(products.id, hidden));
    try {
      const mixed = session(await create({ line_items: [...lines(hidden), ...lines(mug)] }), 201);
      expect(mixed.line_items.map((line: Json) => line.item.id)).toEqual([mug]);
      expect(mixed.messages[0]).toMatchObject({ code: 'item_unavailable', path: '$.line_items[0].item.id' });
    } finally {
      await handle.db.update(products).set({ isVisible: true }).where(eq(products.id, hidden));
    }
  });

  it('applies a coupon through the discount extension; a code that does not apply is a warning and changes nothing', async () => {
    await setStock(mug, 50);
    const { welcome, expired } = DEMO.coupons;
    const created = session(await create({ line_items: lines(mug, 2), buyer: BUYER, payment: SANDBOX_PAYMENT, discounts: { codes: [welcome.code] } }), 201);
    const subtotal = 2 * DEMO.products.mug.priceAmount;
    expect(created.discounts).toEqual({ codes: [welcome.code], applied: [expect.objectContaining({ code: welcome.code, title: welcome.campaign, amount: subtotal / 10 })] });
    expect(created.totals).toContainEqual({ type: 'discount', amount: -subtotal / 10 });
    expect(created.status).toBe('ready_for_complete');

    const rejected = session(await update(created.id, { line_items: lines(mug, 2), buyer: BUYER, payment: SANDBOX_PAYMENT, discounts: { codes: [expired.code, welcome.code] } }));
    expect(rejected.messages).toEqual([
      { type: 'warning', code: 'discount_code_expired', path: '$.discounts.codes[0]', content: expect.any(String) },
      expect.objectContaining({ type: 'warning', code: 'discount_code_combination_disallowed', path: '$.discounts.codes[1]' }),
    ]);
    expect(rejected.discounts).toEqual({ codes: [], applied: [] });
    expect(rejected.status).toBe('ready_for_complete');
    const done = session(await complete(created.id));
    expect(done.status).toBe('completed');
  });

  it('says out_of_stock beyond the stock and will not complete', async () => {
    await setStock(scarf, 2);
    const created = session(await create({ line_items: lines(scarf, 3), buyer: BUYER, payment: SANDBOX_PAYMENT }), 201);
    expect(created.status).toBe('incomplete');
    expect(created.messages).toEqual([expect.objectContaining({ code: 'out_of_stock', path: '$.line_items[0].quantity' })]);
    expect(session(await complete(created.id)).status).toBe('incomplete');
  });

  it('in production (no sandbox) escalates to the shopper and never completes with a fake payment', async () => {
    const created = session(await create({ line_items: lines(mug), buyer: BUYER, payment: SANDBOX_PAYMENT }), 201);
    process.env.PAYMENT_SANDBOX = '0';
    try {
      const before = await ordersOf();
      const refused = session(await complete(created.id));
      expect(refused.status).toBe('requires_escalation');
      expect(refused.messages).toEqual([expect.objectContaining({ code: 'payment_handler_unavailable', severity: 'requires_buyer_input' })]);
      expect(refused.continue_url).toMatch(/\/api\/agents\/checkout\//);
      expect(refused.ucp.payment_handlers).toEqual({});
      expect(await ordersOf()).toBe(before);
    } finally {
      delete process.env.PAYMENT_SANDBOX;
    }
  });

  it('cancels an open session once; a canceled one takes no writes', async () => {
    const created = session(await create({ line_items: lines(mug) }), 201);
    expect(session(await cancel(created.id)).status).toBe('canceled');
    expect((await cancel(created.id)).status).toBe(409);
    expect((await update(created.id, { line_items: lines(mug) })).status).toBe(409);
    expect((await complete(created.id)).status).toBe(409);
    expect(session(await get(created.id)).status).toBe('canceled');
  });

  it('limits each agent: 429 with Retry-After past its allowance', async () => {
    const agent = 'https://greedy.example/.well-known/ucp';
    let last: RouteResult<Json> | undefined;
    for (let i = 0; i < 121; i += 1) last = await get('unknown', { agent, address: `192.0.2.${i % 250}` });
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toBeTruthy();
  });

  it('two agents and a browser racing for the last item: one order, no oversell', async () => {
    await setStock(scarf, 1);
    const methods = await checkoutMethodIds();
    const browser = await readyShopper(methods, 'invoice', scarf, 1);
    const agents = await Promise.all(['https://a.example/.well-known/ucp', 'https://b.example/.well-known/ucp'].map(async (agent) => {
      const created = await create({ line_items: lines(scarf), buyer: BUYER, payment: SANDBOX_PAYMENT }, { agent });
      expect(created.json.status).toBe('ready_for_complete');
      return { agent, id: created.json.id as string };
    }));
    const before = await ordersOf();
    const results = await Promise.all([
      ...agents.map(({ agent, id }) => complete(id, undefined, { agent })),
      browser.call<Json>(placeOrderRoute, { method: 'POST', path: '/api/v2/cart/place-order' }),
    ]);
    const placed = results.filter((r) => r.status === 201 || r.json.status === 'completed');
    expect(placed).toHaveLength(1);
    expect(await ordersOf()).toBe(before + 1);
    const [row] = await handle.db.select({ stockLevel: products.stockLevel }).from(products).where(eq(products.id, scarf));
    expect(row!.stockLevel).toBe(0);
    for (const result of results.slice(0, 2)) if (result.json.status !== 'completed') expect(result.json.messages[0].code).toBe('out_of_stock');
  });
});
