import { eq } from 'drizzle-orm';
import type { PlacedOrderPayload } from '@/lib/contract/checkout';
import type { OrderPayload } from '@/lib/contract/orders';
import type { DatabaseHandle } from '@/lib/db/client';
import { carts, customerSessions, customers, products } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { hashToken, newToken } from '@/lib/server/security/tokens';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { Shopper, address, checkoutMethodIds, productIdBySku, readyShopper } from '../../cart/__tests__/shopper';
import { POST as redeemCoupon } from '../../cart/coupon/route';
import { POST as placeOrder } from '../../cart/place-order/route';
import { GET as getOrder } from '../[id]/route';

let handle: DatabaseHandle;
let mug: string;
let methods: Record<string, string>;
let placed: PlacedOrderPayload;
let customerId: string;
let shopId: string;

const read = (orderId: string, query = '', cookies?: Record<string, string>, shop = 'demo') =>
  callRoute<OrderPayload & { message: string }>(getOrder, { url: `/api/v2/orders/${encodeURIComponent(orderId)}?shop=${shop}${query}`, params: { id: orderId }, cookies });

async function sessionFor(customer: string, expiresAt = new Date(Date.now() + 3_600_000)) {
  const token = newToken();
  await handle.db.insert(customerSessions).values({ shopId, customerId: customer, tokenHash: hashToken(token), expiresAt });
  return token;
}

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  mug = await productIdBySku(DEMO.products.mug.sku);
  methods = await checkoutMethodIds();
  const [customer] = await handle.db.select().from(customers).where(eq(customers.email, DEMO.customer.email));
  customerId = customer!.id;
  shopId = customer!.shopId;
  const shopper = await readyShopper(methods, 'invoice', mug, 4);
  await shopper.call(redeemCoupon, { method: 'POST', path: '/api/v2/cart/coupon', body: { couponCode: 'WELCOME10' } });
  // The customer sign-in attaches the signed-in buyer to the cart like this.
  const cartId = (await handle.db.select({ id: carts.id }).from(carts).where(eq(carts.tokenHash, hashToken(shopper.cookies['vitrine-cart.demo']!))))[0]!.id;
  await handle.db.update(carts).set({ customerId, email: DEMO.customer.email }).where(eq(carts.id, cartId));
  const response = await shopper.call<PlacedOrderPayload>(placeOrder, { method: 'POST', path: '/api/v2/cart/place-order' });
  expect(response.status).toBe(201);
  placed = response.json;
});
afterAll(() => handle.close());

describe('GET /orders/{id}', () => {
  it('answers the order to the holder of its view token', async () => {
    const response = await read(placed.orderId, `&viewtoken=${placed.viewToken}`);
    expect(response.status).toBe(200);
    const subtotal = 4 * 1490;
    const discount = Math.round(subtotal / 10);
    expect(response.json).toMatchObject({
      orderId: placed.orderId, orderNumber: placed.orderNumber, status: 'placed', currencyId: 'EUR', email: DEMO.customer.email,
      subtotal: { amount: subtotal }, discount: { amount: discount }, grandTotal: { amount: subtotal - discount, formatted: '€53.64' },
      couponCampaign: { name: 'Welcome', code: 'WELCOME10' },
      shippingData: { name: 'Standard delivery', price: { amount: 0 } },
      paymentData: { paymentMethod: { name: 'Invoice', kind: 'invoice' } },
      billingAddress: { emailAddress: address().emailAddress }, shippingAddress: null,
    });
    expect(response.json.totalTax.amount).toBe(856);
    expect(response.json.lineItemContainer.productLineItems).toEqual([expect.objectContaining({
      productId: mug, sku: DEMO.products.mug.sku, name: 'Handmade Stoneware Mug', quantity: 4,
      singleItemPrice: expect.objectContaining({ amount: 1490 }), price: expect.objectContaining({ amount: 5960 }),
    })]);
  });

  it('formats money in the requested locale and keeps prices when the product changes', async () => {
    await handle.db.update(products).set({ priceAmount: 99 }).where(eq(products.id, mug));
    const response = await read(placed.orderId, `&viewtoken=${placed.viewToken}&locale=de`);
    expect(response.json.grandTotal.formatted).toMatch(/^53,64\s€$/);
    expect(response.json.lineItemContainer.productLineItems[0]!.singleItemPrice.amount).toBe(1490);
    await handle.db.update(products).set({ priceAmount: DEMO.products.mug.priceAmount }).where(eq(products.id, mug));
  });

  it('answers 404 exactly as for an unknown id without, or with a wrong, view token', async () => {
    const unknown = await read('00000000-0000-4000-8000-000000000000', `&viewtoken=${placed.viewToken}`);
    expect(unknown.status).toBe(404);
    for (const response of [
      await read(placed.orderId),
      await read(placed.orderId, '&viewtoken=wrong'),
      // One character off; the token is random, so the replacement must differ from its last character.
      await read(placed.orderId, `&viewtoken=${placed.viewToken.slice(0, -1)}${placed.viewToken.endsWith('A') ? 'B' : 'A'}`),
      await read('not-an-id', `&viewtoken=${placed.viewToken}`),
      await read(placed.orderId, `&viewtoken=${placed.viewToken}&preview=1`, undefined, DEMO.shops.beyond.slug),
    ]) {
      expect(response.status).toBe(404);
      expect(response.json).toEqual(unknown.json);
      expect(response.json).toEqual({ message: 'Not found' });
    }
  });

  it("answers the order to its signed-in buyer, and not to another customer's or an expired session", async () => {
    const buyer = await sessionFor(customerId);
    const response = await read(placed.orderId, '', { 'vitrine-session.demo': buyer });
    expect(response.status).toBe(200);
    expect(response.json.orderNumber).toBe(placed.orderNumber);
    const [other] = await handle.db.insert(customers).values({ shopId, email: 'other@example.test', passwordHash: 'x' }).returning();
    expect((await read(placed.orderId, '', { 'vitrine-session.demo': await sessionFor(other!.id) })).status).toBe(404);
    expect((await read(placed.orderId, '', { 'vitrine-session.demo': await sessionFor(customerId, new Date(Date.now() - 1000)) })).status).toBe(404);
    expect((await read(placed.orderId, '', { 'vitrine-session.demo': 'made-up' })).status).toBe(404);
  });

  it('answers 400 for an over-long token', async () => {
    expect((await read(placed.orderId, `&viewtoken=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('is not available to a signed-out shopper by cart cookie alone', async () => {
    const shopper = new Shopper();
    expect((await shopper.call(getOrder, { path: `/api/v2/orders/${placed.orderId}`, params: { id: placed.orderId } })).status).toBe(404);
  });
});
