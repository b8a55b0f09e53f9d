import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { CartPayload } from '@/lib/contract/cart';
import type { DatabaseHandle } from '@/lib/db/client';
import { cartLineItems, carts, couponCampaigns, coupons, products } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { includedTax } from '@/lib/pricing/tax';
import { hashToken } from '@/lib/server/security/tokens';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { DELETE as removeCoupon, POST as redeemCoupon } from '../coupon/route';
import { DELETE as removeLine, PUT as updateLine } from '../line-items/[id]/route';
import { GET as getCart, POST as addToCart } from '../route';
import { Shopper, productIdBySku, teeVariationId } from './shopper';

type ErrorJson = { message: string; code?: string; minimumOrderPrice?: { amount: number; formatted: string } };

let handle: DatabaseHandle;
let mug: string;
let scarf: string;
let boots: string;
let tee: string;
let teeBlackM: string;
let demoShopId: string;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [mug, scarf, boots, tee, teeBlackM] = await Promise.all([
    productIdBySku(DEMO.products.mug.sku), productIdBySku(DEMO.products.lowStock.sku), productIdBySku(DEMO.products.soldOut.sku),
    productIdBySku(DEMO.products.master.sku), teeVariationId(),
  ]);
  const [row] = await handle.db.select({ shopId: products.shopId }).from(products).where(eq(products.id, mug));
  demoShopId = row!.shopId;
});
afterAll(() => handle.close());

async function add(shopper: Shopper, productId: string, quantity?: number) {
  return shopper.call<CartPayload & ErrorJson>(addToCart, { method: 'POST', path: '/api/v2/cart', body: { productId, quantity } });
}

async function newCartWith(productId: string, quantity = 1) {
  const shopper = await new Shopper().start();
  const response = await add(shopper, productId, quantity);
  expect(response.status).toBe(200);
  return { shopper, cart: response.json };
}

describe('GET /cart', () => {
  it('answers the empty cart shape without a cart, and creates none', async () => {
    const shopper = new Shopper();
    const response = await shopper.call<CartPayload>(getCart, { path: '/api/v2/cart' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      cartId: null, lineItems: [], productLineItems: [], coupon: null, canHaveCoupon: true, billingAddress: null,
      checkoutState: { priceValidToOrder: false, quantityValidToOrder: true }, checkoutUrl: '/checkout/personal-data',
      shippingEstimate: null,
    });
    expect(response.json.totals.grandTotal).toEqual({ amount: 0, currency: 'EUR', formatted: '€0.00' });
    expect(response.json.checkoutButtons.map((b) => b.image)).toEqual(['paypal-express', 'amazon-pay']);
    expect(response.setCookies['vitrine-cart.demo']).toBeUndefined();
  });

  it('treats an unknown token and another shop\'s cart as no cart', async () => {
    const beyond = await new Shopper(DEMO.shops.beyond.slug).start();
    const beyondMug = await productIdBySku(DEMO.products.mug.sku, DEMO.shops.beyond.slug);
    const added = await beyond.call<CartPayload>(addToCart, { method: 'POST', path: '/api/v2/cart?preview=1', body: { productId: beyondMug } });
    expect(added.status).toBe(200);
    const withForeignCookie = new Shopper();
    withForeignCookie.cookies['vitrine-cart.demo'] = beyond.cookies['vitrine-cart.beyond-demo']!;
    expect((await withForeignCookie.call<CartPayload>(getCart, { path: '/api/v2/cart' })).json.cartId).toBeNull();
    withForeignCookie.cookies['vitrine-cart.demo'] = 'not-a-token';
    expect((await withForeignCookie.call<CartPayload>(getCart, { path: '/api/v2/cart' })).json.cartId).toBeNull();
  });
});

describe('the shipping estimate', () => {
  it("answers the default method's cost for the cart, the total it makes and how far free shipping is, in the request's language", async () => {
    const { shopper } = await newCartWith(mug, 3);
    const response = await shopper.call<CartPayload>(getCart, { path: '/api/v2/cart?locale=de' });
    expect(response.json.totals).toMatchObject({ shipping: { amount: 0 }, grandTotal: { amount: 4470 } });
    expect(response.json.shippingEstimate).toEqual({
      methodName: 'Standardversand', isChosen: false,
      shipping: { amount: 495, currency: 'EUR', formatted: '4,95\u00a0€' },
      grandTotal: { amount: 4965, currency: 'EUR', formatted: '49,65\u00a0€' },
      tax: { amount: includedTax(4965, 1900), currency: 'EUR', formatted: expect.any(String) },
      freeShipping: {
        threshold: { amount: 5000, currency: 'EUR', formatted: '50,00\u00a0€' },
        missing: { amount: 530, currency: 'EUR', formatted: '5,30\u00a0€' },
      },
    });
  });

  it('follows every change of the cart: a line raised to the threshold ships free', async () => {
    const { shopper, cart } = await newCartWith(mug, 3);
    const raised = await shopper.call<CartPayload>(updateLine, {
      method: 'PUT', path: `/api/v2/cart/line-items/${cart.lineItems[0]!.lineItemId}`, params: { id: cart.lineItems[0]!.lineItemId }, body: { quantity: 4 },
    });
    expect(raised.json.shippingEstimate).toMatchObject({ shipping: { amount: 0 }, grandTotal: { amount: 5960 }, freeShipping: { missing: { amount: 0 } } });
  });
});

describe('POST /cart', () => {
  it('creates the cart with an httpOnly 30-day cookie, storing only the token hash', async () => {
    const shopper = await new Shopper().start();
    const response = await add(shopper, mug, 2);
    expect(response.status).toBe(200);
    const token = shopper.cookies['vitrine-cart.demo']!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('vitrine-cart.demo='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    const [row] = await handle.db.select().from(carts).where(eq(carts.id, response.json.cartId!));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.tokenHash).not.toContain(token);
    const line = response.json.lineItems[0]!;
    expect(line).toMatchObject({
      productId: mug, sku: DEMO.products.mug.sku, quantity: 2, variationString: null, productUrl: `/p/${DEMO.products.mug.slug.en}`,
      singleItemPrice: { amount: 1490 }, price: { amount: 2980, formatted: '€29.80' }, available: true,
    });
    expect(line.image?.url).toBeTruthy();
    expect(response.json.productLineItems).toEqual(response.json.lineItems);
    expect(response.json.totals).toMatchObject({ subtotal: { amount: 2980 }, grandTotal: { amount: 2980 }, tax: { amount: includedTax(2980, 1900) } });
    expect(response.json.checkoutState).toEqual({ priceValidToOrder: true, quantityValidToOrder: true });
  });

  it('adds to the same line, and applies the largest bulk price tier that fits', async () => {
    const { shopper } = await newCartWith(mug, 4);
    const five = await add(shopper, mug, 1);
    expect(five.json.lineItems).toHaveLength(1);
    expect(five.json.lineItems[0]).toMatchObject({ quantity: 5, singleItemPrice: { amount: 1390 }, price: { amount: 6950 } });
    const ten = await add(shopper, mug, 5);
    expect(ten.json.lineItems[0]).toMatchObject({ quantity: 10, singleItemPrice: { amount: 1290 }, price: { amount: 12900 } });
    expect(ten.json.totals.tax.amount).toBe(includedTax(12900, 1900));
  });

  it('describes a variation in the locale', async () => {
    const { shopper } = await newCartWith(teeBlackM);
    const en = await shopper.call<CartPayload>(getCart, { path: '/api/v2/cart' });
    expect(en.json.lineItems[0]!.variationString).toBe('Colour: Black, Size: M');
    expect(en.json.lineItems[0]!.productVariationValues).toEqual([
      { name: 'color', displayName: 'Colour', value: 'black', displayValue: 'Black' },
      { name: 'size', displayName: 'Size', value: 'M', displayValue: 'M' },
    ]);
    const de = await shopper.call<CartPayload>(getCart, { path: '/api/v2/cart?locale=de' });
    expect(de.json.lineItems[0]!.variationString).toBe('Farbe: Schwarz, Größe: M');
    expect(de.json.lineItems[0]!.productUrl).toBe(`/de/p/${DEMO.products.master.variationSlug.de}`);
    expect(de.json.totals.subtotal.formatted).toMatch(/^24,90\s€$/);
  });

  it('refuses a variation master with 422 and unknown, hidden or foreign products with 404', async () => {
    const shopper = await new Shopper().start();
    const master = await add(shopper, tee);
    expect(master.status).toBe(422);
    expect(master.json).toEqual({ message: 'Choose a variation', code: 'VariationRequired' });
    expect((await add(shopper, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const [hidden] = await handle.db.select({ id: products.id }).from(products)
      .where(and(eq(products.shopId, demoShopId), eq(products.isVisible, false), eq(products.kind, 'simple'))).limit(1);
    expect(hidden).toBeDefined();
    expect((await add(shopper, hidden!.id)).status).toBe(404);
    const beyondMug = await productIdBySku(DEMO.products.mug.sku, DEMO.shops.beyond.slug);
    expect((await add(shopper, beyondMug)).status).toBe(404);
    // None of the refusals created a cart.
    expect(shopper.cookies['vitrine-cart.demo']).toBeUndefined();
  });

  it('refuses more than the stock with 422 Low StockLevel', async () => {
    const shopper = await new Shopper().start();
    const tooMany = await add(shopper, scarf, 3);
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.code).toBe('LowStockLevel');
    expect(tooMany.json.message).toContain('Low StockLevel');
    const soldOut = await add(shopper, boots, 1);
    expect(soldOut.status).toBe(422);
    expect(soldOut.json.code).toBe('LowStockLevel');
    expect((await add(shopper, scarf, 2)).status).toBe(200);
    expect((await add(shopper, scarf, 1)).json.code).toBe('LowStockLevel');
  });

  it('validates quantity bounds and the body with 400', async () => {
    const shopper = await new Shopper().start();
    for (const body of [{ productId: mug, quantity: 0 }, { productId: mug, quantity: 1000 }, { productId: mug, quantity: 1.5 },
      { productId: mug, quantity: '2' }, { quantity: 1 }, { productId: 'mug', quantity: 1 }]) {
      const response = await shopper.call<{ errors: { path: string }[] }>(addToCart, { method: 'POST', path: '/api/v2/cart', body });
      expect(response.status).toBe(400);
      expect(response.json.errors[0]!.path).toMatch(/^body\.(quantity|productId)$/);
    }
  });

  it('keeps a line within 999 units', async () => {
    await handle.db.update(products).set({ stockLevel: 5000 }).where(eq(products.id, mug));
    const { shopper } = await newCartWith(mug, 999);
    const over = await add(shopper, mug, 1);
    expect(over.status).toBe(422);
    expect(over.json.code).toBe('QuantityTooLarge');
    await handle.db.update(products).set({ stockLevel: DEMO.products.mug.stockLevel }).where(eq(products.id, mug));
  });

  it('refuses a write without the CSRF token with 403', async () => {
    const shopper = await new Shopper().start();
    const response = await shopper.call<ErrorJson>(addToCart, { method: 'POST', path: '/api/v2/cart', body: { productId: mug }, csrf: false });
    expect(response.status).toBe(403);
    expect(response.json.code).toBe('InvalidCsrfToken');
  });

  it('refuses a 101st product with 422', async () => {
    const { shopper, cart } = await newCartWith(mug);
    const others = await handle.db.select({ id: products.id }).from(products)
      .where(and(eq(products.shopId, demoShopId), ne(products.kind, 'master'), notInArray(products.id, [mug, scarf]))).limit(99);
    expect(others).toHaveLength(99);
    await handle.db.insert(cartLineItems).values(others.map((p) => ({ cartId: cart.cartId!, shopId: demoShopId, productId: p.id, quantity: 1 })));
    const response = await add(shopper, scarf);
    expect(response.status).toBe(422);
    expect(response.json.code).toBe('TooManyLineItems');
  });
});

describe('PUT and DELETE /cart/line-items/{id}', () => {
  const put = (shopper: Shopper, id: string, body: unknown) =>
    shopper.call<CartPayload & ErrorJson>(updateLine, { method: 'PUT', path: `/api/v2/cart/line-items/${id}`, params: { id }, body });
  const del = (shopper: Shopper, id: string) =>
    shopper.call<CartPayload & ErrorJson>(removeLine, { method: 'DELETE', path: `/api/v2/cart/line-items/${id}`, params: { id } });

  it('sets an absolute quantity, moves by a delta, and removes at 0 or below', async () => {
    const { shopper, cart } = await newCartWith(mug, 1);
    const id = cart.lineItems[0]!.lineItemId;
    expect((await put(shopper, id, { quantity: 3, productId: mug })).json.lineItems[0]!.quantity).toBe(3);
    expect((await put(shopper, id, { quantityDelta: 2 })).json.lineItems[0]!.quantity).toBe(5);
    expect((await put(shopper, id, { quantityDelta: -1 })).json.lineItems[0]!.quantity).toBe(4);
    const removed = await put(shopper, id, { quantityDelta: -4 });
    expect(removed.status).toBe(200);
    expect(removed.json.lineItems).toEqual([]);
    const again = (await add(shopper, mug, 2)).json.lineItems[0]!.lineItemId;
    expect((await put(shopper, again, { quantity: 0 })).json.lineItems).toEqual([]);
    const third = (await add(shopper, mug, 2)).json.lineItems[0]!.lineItemId;
    expect((await put(shopper, third, { quantity: -3 })).json.lineItems).toEqual([]);
  });

  it('refuses raising beyond the stock but allows lowering a line that exceeds it', async () => {
    const { shopper, cart } = await newCartWith(scarf, 2);
    const id = cart.lineItems[0]!.lineItemId;
    const raised = await put(shopper, id, { quantityDelta: 1 });
    expect(raised.status).toBe(422);
    expect(raised.json.message).toContain('Low StockLevel');
    await handle.db.update(products).set({ stockLevel: 1 }).where(eq(products.id, scarf));
    const view = await shopper.call<CartPayload>(getCart, { path: '/api/v2/cart' });
    expect(view.json.checkoutState.quantityValidToOrder).toBe(false);
    expect(view.json.lineItems[0]!.available).toBe(false);
    const lowered = await put(shopper, id, { quantity: 1 });
    expect(lowered.status).toBe(200);
    expect(lowered.json.checkoutState.quantityValidToOrder).toBe(true);
    await handle.db.update(products).set({ stockLevel: DEMO.products.lowStock.stockLevel }).where(eq(products.id, scarf));
  });

  it('keeps a line within 999 units', async () => {
    const { shopper, cart } = await newCartWith(mug, 100);
    const response = await put(shopper, cart.lineItems[0]!.lineItemId, { quantityDelta: 900 });
    expect(response.status).toBe(422);
    expect(response.json.code).toBe('QuantityTooLarge');
  });

  it('answers 400 for a bad body or id and 404 for a line that is not in this cart', async () => {
    const { shopper, cart } = await newCartWith(mug, 1);
    const id = cart.lineItems[0]!.lineItemId;
    expect((await put(shopper, id, { quantity: 2, quantityDelta: 1 })).status).toBe(400);
    expect((await put(shopper, id, {})).status).toBe(400);
    expect((await put(shopper, id, { quantity: 1000 })).status).toBe(400);
    expect((await put(shopper, 'nope', { quantity: 1 })).status).toBe(400);
    expect((await put(shopper, '00000000-0000-4000-8000-000000000000', { quantity: 1 })).status).toBe(404);
    const other = await newCartWith(mug, 1);
    const foreignLine = other.cart.lineItems[0]!.lineItemId;
    expect((await put(shopper, foreignLine, { quantity: 5 })).status).toBe(404);
    expect((await del(shopper, foreignLine)).status).toBe(404);
    const noCart = await new Shopper().start();
    expect((await put(noCart, id, { quantity: 5 })).status).toBe(404);
    expect((await del(noCart, id)).status).toBe(404);
    expect((await put(shopper, id, { quantity: 1 })).json.lineItems[0]!.quantity).toBe(1);
  });

  it('removes a line, then answers 404 for it', async () => {
    const { shopper, cart } = await newCartWith(mug, 1);
    const id = cart.lineItems[0]!.lineItemId;
    const removed = await del(shopper, id);
    expect(removed.status).toBe(200);
    expect(removed.json.lineItems).toEqual([]);
    expect((await del(shopper, id)).status).toBe(404);
    expect((await del(shopper, id)).json).toEqual({ message: 'Line item not found' });
  });

  it('requires the CSRF token', async () => {
    const { shopper, cart } = await newCartWith(mug, 1);
    const id = cart.lineItems[0]!.lineItemId;
    expect((await shopper.call(updateLine, { method: 'PUT', path: `/api/v2/cart/line-items/${id}`, params: { id }, body: { quantity: 2 }, csrf: false })).status).toBe(403);
    expect((await shopper.call(removeLine, { method: 'DELETE', path: `/api/v2/cart/line-items/${id}`, params: { id }, csrf: false })).status).toBe(403);
  });
});

describe('coupons', () => {
  const redeem = (shopper: Shopper, couponCode: unknown) =>
    shopper.call<CartPayload & ErrorJson>(redeemCoupon, { method: 'POST', path: '/api/v2/cart/coupon', body: { couponCode } });

  async function addCoupon(code: string, campaign: Partial<typeof couponCampaigns.$inferInsert>, coupon: Partial<typeof coupons.$inferInsert> = {}) {
    const [row] = await handle.db.insert(couponCampaigns).values({
      shopId: demoShopId, name: `Campaign ${code}`, discountType: 'percentage', discountValue: 1000, ...campaign,
    }).returning();
    await handle.db.insert(coupons).values({ shopId: demoShopId, campaignId: row!.id, code, ...coupon });
  }

  it('redeems a code trimmed and in any case, and discounts the subtotal', async () => {
    const { shopper } = await newCartWith(mug, 2);
    const response = await redeem(shopper, '  welcome10 ');
    expect(response.status).toBe(200);
    expect(response.json.coupon).toEqual({ code: 'WELCOME10', validationErrors: [] });
    expect(response.json.couponCampaign).toEqual({ name: 'Welcome', minimumOrderPrice: null });
    expect(response.json.totals).toMatchObject({ subtotal: { amount: 2980 }, discount: { amount: 298 }, grandTotal: { amount: 2682 } });
    expect(response.json.totals.tax.amount).toBe(includedTax(2682, 1900));
  });

  it('fails with coupon failed. Reason: <Code> for an empty, unknown or expired code', async () => {
    const { shopper } = await newCartWith(mug, 1);
    for (const [code, reason] of [['   ', 'CouponIsEmpty'], ['NOPE', 'CouponNotFound'], ['expired', 'CouponExpired']] as const) {
      const response = await redeem(shopper, code);
      expect(response.status).toBe(422);
      expect(response.json).toEqual({ message: `coupon failed. Reason: ${reason}`, code: reason });
    }
    await addCoupon('LATER', { validFrom: new Date(Date.now() + 86_400_000) });
    expect((await redeem(shopper, 'later')).json.code).toBe('CouponExpired');
    expect((await shopper.call<CartPayload>(getCart, { path: '/api/v2/cart' })).json.coupon).toBeNull();
  });

  it('refuses a coupon below its campaign minimum with that minimum in the body', async () => {
    const { shopper } = await newCartWith(mug, 3);
    const response = await redeem(shopper, 'BIG50');
    expect(response.status).toBe(422);
    expect(response.json).toEqual({
      message: 'coupon failed. Reason: LineItemsSubTotalTooSmall', code: 'LineItemsSubTotalTooSmall',
      minimumOrderPrice: { amount: 5000, currency: 'EUR', formatted: '€50.00' },
    });
  });

  it('refuses a coupon whose usage limit is reached', async () => {
    await addCoupon('USEDUP', {}, { usageLimit: 1, usageCount: 1 });
    const { shopper } = await newCartWith(mug, 1);
    expect((await redeem(shopper, 'usedup')).json).toEqual({ message: 'coupon failed. Reason: CouponUsageLimitReached', code: 'CouponUsageLimitReached' });
  });

  it('keeps a coupon whose minimum is no longer met, with validation errors and without its discount', async () => {
    const { shopper, cart } = await newCartWith(mug, 4);
    const applied = await redeem(shopper, 'big50');
    expect(applied.status).toBe(200);
    expect(applied.json.totals.discount.amount).toBe(500);
    expect(applied.json.couponCampaign).toEqual({ name: '5 EUR off from 50 EUR', minimumOrderPrice: { amount: 5000, currency: 'EUR', formatted: '€50.00' } });
    const id = cart.lineItems[0]!.lineItemId;
    const lowered = await shopper.call<CartPayload>(updateLine, { method: 'PUT', path: `/api/v2/cart/line-items/${id}`, params: { id }, body: { quantity: 2 } });
    expect(lowered.json.coupon).toEqual({ code: 'BIG50', validationErrors: ['LineItemsSubTotalTooSmall'] });
    expect(lowered.json.totals.discount.amount).toBe(0);
    expect(lowered.json.totals.grandTotal.amount).toBe(2980);
  });

  it('never discounts more than the subtotal', async () => {
    await addCoupon('HUGE', { discountType: 'amount', discountValue: 100_000 });
    const { shopper } = await newCartWith(mug, 1);
    const response = await redeem(shopper, 'HUGE');
    expect(response.json.totals).toMatchObject({ subtotal: { amount: 1490 }, discount: { amount: 1490 }, grandTotal: { amount: 0 }, tax: { amount: 0 } });
  });

  it('removes the coupon', async () => {
    const { shopper } = await newCartWith(mug, 1);
    await redeem(shopper, 'WELCOME10');
    const removed = await shopper.call<CartPayload>(removeCoupon, { method: 'DELETE', path: '/api/v2/cart/coupon' });
    expect(removed.status).toBe(200);
    expect(removed.json.coupon).toBeNull();
    expect(removed.json.totals.discount.amount).toBe(0);
    const withoutCart = await new Shopper().start();
    const nothing = await withoutCart.call<CartPayload>(removeCoupon, { method: 'DELETE', path: '/api/v2/cart/coupon' });
    expect(nothing.status).toBe(200);
    expect(nothing.json.cartId).toBeNull();
  });

  it('validates the body (400), requires CSRF (403) and limits attempts per client (429)', async () => {
    const { shopper } = await newCartWith(mug, 1);
    expect((await redeem(shopper, 42)).status).toBe(400);
    expect((await redeem(shopper, 'x'.repeat(101))).status).toBe(400);
    expect((await redeem(shopper, 'A\u0000B')).status).toBe(400);
    expect((await shopper.call(redeemCoupon, { method: 'POST', path: '/api/v2/cart/coupon', body: { couponCode: 'WELCOME10' }, csrf: false })).status).toBe(403);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await redeem(shopper, `GUESS${i}`)).status);
    expect(statuses).toContain(429);
  });
});
