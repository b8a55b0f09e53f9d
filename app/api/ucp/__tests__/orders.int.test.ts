import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { orders, shops } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { productIdBySku } from '@/app/api/v2/cart/__tests__/shopper';
import { BUYER, SANDBOX_PAYMENT, complete, create, fits, getOrder, lines, session, update, type Json } from './ucp-calls';

let handle: DatabaseHandle;
let mug: string;
let sneakers: string;

beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 24 });
  [mug, sneakers] = await Promise.all([productIdBySku(DEMO.products.mug.sku), productIdBySku(DEMO.products.sneakers.sku)]);
});
afterAll(() => handle.close());

/** A completed session of two lines: its id, its answer and the UCP id of its order. */
async function completedSession() {
  const created = session(await create({ line_items: [...lines(mug, 2), ...lines(sneakers)], buyer: BUYER, payment: SANDBOX_PAYMENT }), 201);
  const done = session(await complete(created.id));
  expect(done.status).toBe('completed');
  return { sessionId: created.id as string, done, orderId: done.order.id as string };
}

/** The Beyond demo is closed as seeded (a closed Beyond shop shows shoppers only its closed page). */
const setBeyondClosed = (isClosed: boolean) => handle.db.update(shops).set({ isClosed }).where(eq(shops.slug, DEMO.shops.beyond.slug));
const notFound = (answer: Json) => expect(answer).toMatchObject({ ucp: { status: 'error' }, messages: [{ type: 'error', code: 'not_found', severity: 'unrecoverable' }] });
const setStatus = (orderId: string, status: 'paid' | 'shipped' | 'cancelled') =>
  handle.db.update(orders).set({ status }).where(eq(orders.id, orderId.split('.')[0]!));

describe('UCP order capability', () => {
  it('answers the order the session placed: lines, totals and fulfillment as the checkout had them, valid against order.json', async () => {
    const { sessionId, done, orderId } = await completedSession();
    const order = fits('order', await getOrder(orderId));
    expect(order).toMatchObject({
      id: orderId, checkout_id: sessionId, permalink_url: done.order.permalink_url, currency: 'EUR', label: expect.any(String),
      totals: done.totals, adjustments: [], fulfillment: { events: [] },
    });
    expect(order.line_items.map((line: Json) => [line.item.id, line.quantity, line.status])).toEqual(expect.arrayContaining([
      [mug, { original: 2, total: 2, fulfilled: 0 }, 'processing'], [sneakers, { original: 1, total: 1, fulfilled: 0 }, 'processing'],
    ]));
    expect(order.line_items).toHaveLength(2);
    expect(order.fulfillment.expectations).toEqual([expect.objectContaining({
      method_type: 'shipping', destination: expect.objectContaining({ address_country: 'DE' }),
      line_items: order.line_items.map((line: Json) => ({ id: line.id, quantity: line.quantity.total })),
    })]);
  });

  it('follows the owner\'s status: shipped lines are fulfilled with a shipment event, a cancelled order\'s lines removed', async () => {
    const { orderId } = await completedSession();
    await setStatus(orderId, 'shipped');
    const shipped = fits('order', await getOrder(orderId));
    expect(shipped.line_items.map((line: Json) => line.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(shipped.fulfillment.events).toEqual([expect.objectContaining({ type: 'shipped', line_items: expect.arrayContaining([expect.objectContaining({ quantity: 2 })]) })]);

    await setStatus(orderId, 'cancelled');
    const cancelled = fits('order', await getOrder(orderId));
    expect(cancelled.line_items.map((line: Json) => [line.status, line.quantity.total])).toEqual([['removed', 0], ['removed', 0]]);
    expect(cancelled.adjustments).toEqual([expect.objectContaining({ type: 'cancellation', status: 'completed' })]);
    expect(cancelled.fulfillment.expectations).toEqual([]);
  });

  it('is for the session that placed it only: another session, a bare order id, another shop answer not_found', async () => {
    const { orderId } = await completedSession();
    const other = session(await create({ line_items: lines(mug), buyer: BUYER, payment: SANDBOX_PAYMENT }), 201);
    const [order] = orderId.split('.');
    for (const id of [`${order}.${other.id}`, order!, `${order}.`, 'no-such-order']) notFound(fits('errorResponse', await getOrder(id)));
    // The other session, once it has an order of its own, still reads only that one.
    session(await update(other.id, { line_items: lines(mug), buyer: BUYER, payment: SANDBOX_PAYMENT }));
    const otherOrder = session(await complete(other.id)).order.id as string;
    expect(fits('order', await getOrder(otherOrder)).id).toBe(otherOrder);
    notFound(fits('errorResponse', await getOrder(`${otherOrder.split('.')[0]}.${orderId.split('.').slice(1).join('.')}`)));
    // The same id on another shop's endpoint (the Beyond demo, opened for this) finds nothing.
    await setBeyondClosed(false);
    try {
      notFound(fits('errorResponse', await getOrder(orderId, { shop: DEMO.shops.beyond.slug })));
    } finally {
      await setBeyondClosed(true);
    }
  });

  it('a closed shop answers 503 to order reads, like every UCP endpoint', async () => {
    const { orderId } = await completedSession();
    const closed = await getOrder(orderId, { shop: DEMO.shops.beyond.slug });
    expect(closed.status).toBe(503);
    expect(closed.json.code).toBe('ShopClosed');
  });
});
