import { and, count, eq } from 'drizzle-orm';
import type { CartPayload } from '@/lib/contract/cart';
import type { PlacedOrderPayload } from '@/lib/contract/checkout';
import type { DatabaseHandle } from '@/lib/db/client';
import { carts, couponCampaigns, coupons, mailOutbox, orderLineItems, orders, products } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { includedTax } from '@/lib/pricing/tax';
import { hashToken } from '@/lib/server/security/tokens';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as approveSandbox } from '../../payment-sandbox/approve/route';
import { POST as setBilling } from '../billing-address/route';
import { POST as setComment } from '../comment/route';
import { DELETE as removeCoupon, POST as redeemCoupon } from '../coupon/route';
import { POST as createPayment } from '../create-payment/route';
import { POST as createPaymentAndOrder } from '../create-payment-and-order/route';
import { DELETE as removeLine, PUT as updateLine } from '../line-items/[id]/route';
import { POST as setPaymentMethod } from '../payment-method/route';
import { POST as placeOrderRoute } from '../place-order/route';
import { GET as getCart, POST as addToCart } from '../route';
import { POST as setShipping } from '../shipping-address/route';
import { POST as setShippingMethod } from '../shipping-method/route';
import { Shopper, address, checkoutMethodIds, productIdBySku, readyShopper, shopperWith } from './shopper';

type ErrorJson = { message: string; code?: string };
type Placed = PlacedOrderPayload & ErrorJson;

let handle: DatabaseHandle;
let mug: string;
let scarf: string;
let sneakers: string;
let methods: Record<string, string>;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  [mug, scarf, sneakers] = await Promise.all([
    productIdBySku(DEMO.products.mug.sku), productIdBySku(DEMO.products.lowStock.sku), productIdBySku(DEMO.products.sneakers.sku),
  ]);
  methods = await checkoutMethodIds();
});
afterAll(() => handle.close());

const place = (shopper: Shopper, body?: unknown, csrf = true) =>
  shopper.call<Placed>(placeOrderRoute, { method: 'POST', path: '/api/v2/cart/place-order', body, csrf });

async function stockOf(productId: string) {
  const [row] = await handle.db.select({ stockLevel: products.stockLevel }).from(products).where(eq(products.id, productId));
  return row!.stockLevel;
}

async function setStock(productId: string, stockLevel: number) {
  await handle.db.update(products).set({ stockLevel }).where(eq(products.id, productId));
}

async function orderCount() {
  const [row] = await handle.db.select({ n: count() }).from(orders);
  return row!.n;
}

describe('POST /cart/place-order', () => {
  it('places the order: snapshot, stock, confirmation mail, closed cart and cleared cookie', async () => {
    await setStock(mug, 100);
    revalidatedTags.length = 0;
    const shopper = await readyShopper(methods, 'invoice', mug, 3);
    await shopper.call(setComment, { method: 'POST', path: '/api/v2/cart/comment', body: { comment: 'Leave at the door' } });
    const cartToken = shopper.cookies['vitrine-cart.demo']!;
    const response = await place(shopper);
    expect(response.status).toBe(201);
    const { orderId, orderNumber, viewToken, orderUrl } = response.json;
    expect(orderNumber).toMatch(/^\d{8}$/);
    expect(viewToken).toMatch(/^[\w-]{43}$/);
    expect(orderUrl).toBe(`/o/${orderId}?viewtoken=${viewToken}`);
    expect(response.setCookies['vitrine-cart.demo']).toBe('');
    expect(shopper.cookies['vitrine-cart.demo']).toBeUndefined();
    // 100 to 97 in stock: every page says "In stock" before and after, so no cached page is purged.
    expect(revalidatedTags.filter((tag) => tag.startsWith('product:') || tag.startsWith('category:'))).toEqual([]);

    const [order] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    const subtotal = 3 * 1490;
    const grandTotal = subtotal + DEMO.shipping.standard.priceAmount;
    expect(order).toMatchObject({
      orderNumber, email: 'erika@example.test', currency: 'EUR', subtotalAmount: subtotal, discountAmount: 0,
      shippingAmount: 495, paymentFeeAmount: 0, grandTotalAmount: grandTotal, taxAmount: includedTax(grandTotal, 1900),
      taxRateBasisPoints: 1900, shippingMethodName: 'Standard delivery', paymentMethodKind: 'invoice', paymentMethodName: 'Invoice',
      customerComment: 'Leave at the door', billingAddress: address(), shippingAddress: null, couponCode: null, status: 'placed',
    });
    expect(order!.viewTokenHash).toBe(hashToken(viewToken));
    const lines = await handle.db.select().from(orderLineItems).where(eq(orderLineItems.orderId, orderId));
    expect(lines).toEqual([expect.objectContaining({
      productId: mug, sku: DEMO.products.mug.sku, name: 'Handmade Stoneware Mug', quantity: 3, singlePriceAmount: 1490, totalAmount: 4470, position: 0,
    })]);
    expect(lines[0]!.imageUrl).toBeTruthy();
    expect(await stockOf(mug)).toBe(97);
    const [cart] = await handle.db.select().from(carts).where(eq(carts.tokenHash, hashToken(cartToken)));
    expect(cart!.status).toBe('ordered');
    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `${DEMO.shops.demo.title}: order ${orderNumber}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'order-confirmation', status: 'pending', to: 'erika@example.test' });
    expect(mails[0]!.text).toContain('3 x Handmade Stoneware Mug');
    expect(mails[0]!.text).not.toContain(viewToken);
  });

  it.each([
    ['in stock to nearly sold out', 5, 3, true],
    ['nearly sold out, one fewer left', 3, 1, true],
    ['sold out', 2, 2, true],
    ['still plenty', 10, 3, false],
  ])('purges the product\'s cached pages only when its stock note changes, never the whole catalogue: %s', async (_, stock, quantity, purged) => {
    await setStock(mug, stock);
    const shopper = await readyShopper(methods, 'invoice', mug, quantity);
    revalidatedTags.length = 0;
    expect((await place(shopper)).status).toBe(201);
    expect(revalidatedTags.includes(`product:demo:${mug}`)).toBe(purged);
    expect(revalidatedTags).not.toContain('catalog:demo');
  });

  it('is idempotent: a repeat for the same cart answers the same order, with stock taken once', async () => {
    await setStock(mug, 50);
    const shopper = await readyShopper(methods, 'invoice', mug, 2);
    const cookie = shopper.cookies['vitrine-cart.demo']!;
    const before = await orderCount();
    const [first, second] = await Promise.all([place(shopper), place(shopper)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.json).toEqual(first.json);
    // A retry whose first answer (and cookie deletion) was lost still carries the cookie.
    shopper.cookies['vitrine-cart.demo'] = cookie;
    const third = await place(shopper);
    expect(third.json).toEqual(first.json);
    expect(await orderCount()).toBe(before + 1);
    expect(await stockOf(mug)).toBe(48);
    const [{ n } = { n: 0 }] = await handle.db.select({ n: count() }).from(orders).where(eq(orders.orderNumber, first.json.orderNumber));
    expect(n).toBe(1);
  });

  it('numbers orders consecutively per shop', async () => {
    const a = await place(await readyShopper(methods, 'invoice', mug));
    const b = await place(await readyShopper(methods, 'prepayment', mug));
    expect(Number(b.json.orderNumber)).toBe(Number(a.json.orderNumber) + 1);
  });

  it('answers 409 to every write to a cart that became an order, and GET shows a new empty cart', async () => {
    const shopper = await readyShopper(methods, 'invoice', mug);
    const cart = (await shopper.call<CartPayload>(getCart, { path: '/api/v2/cart' })).json;
    const cookie = shopper.cookies['vitrine-cart.demo']!;
    expect((await place(shopper)).status).toBe(201);
    shopper.cookies['vitrine-cart.demo'] = cookie;
    const id = cart.lineItems[0]!.lineItemId;
    const writes: [Parameters<Shopper['call']>[0], string, string, unknown, Record<string, string>?][] = [
      [addToCart, 'POST', '/api/v2/cart', { productId: mug }],
      [updateLine, 'PUT', `/api/v2/cart/line-items/${id}`, { quantity: 2 }, { id }],
      [removeLine, 'DELETE', `/api/v2/cart/line-items/${id}`, undefined, { id }],
      [redeemCoupon, 'POST', '/api/v2/cart/coupon', { couponCode: 'WELCOME10' }],
      [removeCoupon, 'DELETE', '/api/v2/cart/coupon', undefined],
      [setBilling, 'POST', '/api/v2/cart/billing-address', { billingAddress: address() }],
      [setShipping, 'POST', '/api/v2/cart/shipping-address', { shippingAddress: null }],
      [setShippingMethod, 'POST', '/api/v2/cart/shipping-method', { shippingMethod: methods.express }],
      [setPaymentMethod, 'POST', '/api/v2/cart/payment-method', { paymentMethod: methods.prepayment }],
      [setComment, 'POST', '/api/v2/cart/comment', { comment: 'late change' }],
      [createPayment, 'POST', '/api/v2/cart/create-payment', { uris: { returnUri: '/a', cancelUri: '/b' } }],
    ];
    for (const [handler, method, path, body, params] of writes) {
      const response = await shopper.call<ErrorJson>(handler, { method, path, body, params });
      expect({ path, method, status: response.status, code: response.json.code }).toEqual({ path, method, status: 409, code: 'CartAlreadyOrdered' });
    }
    const [row] = await handle.db.select().from(carts).where(eq(carts.id, cart.cartId!));
    expect(row!.customerComment).toBeNull();
    expect((await shopper.call<CartPayload>(getCart, { path: '/api/v2/cart' })).json.cartId).toBeNull();
  });

  it('recomputes prices at order time, and the order keeps them when the product price changes later', async () => {
    const shopper = await readyShopper(methods, 'invoice', sneakers);
    await handle.db.update(products).set({ priceAmount: 9995 }).where(eq(products.id, sneakers));
    const placed = await place(shopper);
    expect(placed.status).toBe(201);
    await handle.db.update(products).set({ priceAmount: 1 }).where(eq(products.id, sneakers));
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, placed.json.orderId));
    expect(order).toMatchObject({ subtotalAmount: 9995, shippingAmount: 0, grandTotalAmount: 9995 });
    const [line] = await handle.db.select().from(orderLineItems).where(eq(orderLineItems.orderId, placed.json.orderId));
    expect(line).toMatchObject({ singlePriceAmount: 9995, totalAmount: 9995 });
    await handle.db.update(products).set({ priceAmount: DEMO.products.sneakers.priceAmount }).where(eq(products.id, sneakers));
  });

  it('refuses an incomplete cart with 422 and a code per missing part', async () => {
    const none = await new Shopper().start();
    expect((await place(none)).json).toEqual({ message: 'The cart is empty', code: 'CartIsEmpty' });
    const shopper = await shopperWith(mug);
    const id = (await shopper.call<CartPayload>(getCart, { path: '/api/v2/cart' })).json.lineItems[0]!.lineItemId;
    expect((await place(shopper)).json.code).toBe('BillingAddressMissing');
    await shopper.call(setBilling, { method: 'POST', path: '/api/v2/cart/billing-address', body: { billingAddress: address() } });
    expect((await place(shopper)).json.code).toBe('ShippingMethodMissing');
    await shopper.call(setShippingMethod, { method: 'POST', path: '/api/v2/cart/shipping-method', body: { shippingMethod: methods.standard } });
    const noPayment = await place(shopper);
    expect(noPayment.status).toBe(422);
    expect(noPayment.json.code).toBe('PaymentMethodMissing');
    await shopper.call(setPaymentMethod, { method: 'POST', path: '/api/v2/cart/payment-method', body: { paymentMethod: methods.invoice } });
    await shopper.call(removeLine, { method: 'DELETE', path: `/api/v2/cart/line-items/${id}`, params: { id } });
    expect((await place(shopper)).json.code).toBe('CartIsEmpty');
    expect(shopper.cookies['vitrine-cart.demo']).toBeDefined();
  });

  it('refuses with 422 Low StockLevel when the stock ran out, changing nothing', async () => {
    await setStock(scarf, 2);
    const shopper = await readyShopper(methods, 'invoice', scarf, 2);
    await setStock(scarf, 1);
    const before = await orderCount();
    const response = await place(shopper);
    expect(response.status).toBe(422);
    expect(response.json.code).toBe('LowStockLevel');
    expect(response.json.message).toContain('Low StockLevel');
    expect(await stockOf(scarf)).toBe(1);
    expect(await orderCount()).toBe(before);
    expect(shopper.cookies['vitrine-cart.demo']).toBeDefined();
    await setStock(scarf, DEMO.products.lowStock.stockLevel);
  });

  it('refuses a product that was hidden meanwhile with 422', async () => {
    const shopper = await readyShopper(methods, 'invoice', sneakers);
    await handle.db.update(products).set({ isVisible: false }).where(eq(products.id, sneakers));
    const response = await place(shopper);
    expect(response.status).toBe(422);
    expect(response.json.code).toBe('ProductNotAvailable');
    await handle.db.update(products).set({ isVisible: true }).where(eq(products.id, sneakers));
  });

  it('counts coupon use, and refuses (rolling back stock) when the limit was reached meanwhile or the minimum is not met', async () => {
    const [campaign] = await handle.db.insert(couponCampaigns).values({
      shopId: (await handle.db.select({ shopId: products.shopId }).from(products).where(eq(products.id, mug)))[0]!.shopId,
      name: 'Two only', discountType: 'percentage', discountValue: 2000,
    }).returning();
    const [coupon] = await handle.db.insert(coupons).values({ shopId: campaign!.shopId, campaignId: campaign!.id, code: 'TWO', usageLimit: 2, usageCount: 1 }).returning();
    const redeem = (shopper: Shopper, couponCode: string) => shopper.call<CartPayload>(redeemCoupon, { method: 'POST', path: '/api/v2/cart/coupon', body: { couponCode } });
    await setStock(mug, 100);
    const first = await readyShopper(methods, 'invoice', mug, 2);
    const second = await readyShopper(methods, 'invoice', mug, 2);
    expect((await redeem(first, 'two')).status).toBe(200);
    expect((await redeem(second, 'two')).status).toBe(200);
    const placed = await place(first);
    expect(placed.status).toBe(201);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, placed.json.orderId));
    expect(order).toMatchObject({ couponCode: 'TWO', couponCampaignName: 'Two only', discountAmount: 596, grandTotalAmount: 2980 - 596 + 495 });
    const refused = await place(second);
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual({ message: 'coupon failed. Reason: CouponUsageLimitReached', code: 'CouponUsageLimitReached' });
    expect(await stockOf(mug)).toBe(98);
    const [used] = await handle.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(used!.usageCount).toBe(2);

    const small = await readyShopper(methods, 'invoice', mug, 4);
    const big = await redeem(small, 'BIG50');
    expect(big.status).toBe(200);
    const id = big.json.lineItems[0]!.lineItemId;
    await small.call(updateLine, { method: 'PUT', path: `/api/v2/cart/line-items/${id}`, params: { id }, body: { quantity: 1 } });
    expect((await place(small)).json.code).toBe('LineItemsSubTotalTooSmall');
  });

  it('requires the approval of the payment sandbox for PayPal express, for the exact amount', async () => {
    const shopper = await readyShopper(methods, 'paypal-express', mug);
    expect((await place(shopper)).json).toEqual({ message: 'The payment has not been approved for this amount', code: 'PaymentNotApproved' });
    expect((await place(shopper, { paymentToken: 'forged.token' })).json.code).toBe('PaymentNotApproved');
    const started = await shopper.call<{ redirectUrl: string }>(createPayment, {
      method: 'POST', path: '/api/v2/cart/create-payment', body: { uris: { returnUri: '/checkout/confirmation', cancelUri: '/cart' } },
    });
    const approveUrl = started.json.redirectUrl.replace('/payment-sandbox?', '/payment-sandbox/approve?').replace(/[?&]shop=[^&]+/, '').replace(/^([^?]*)&/, '$1?');
    const approved = await shopper.call(approveSandbox, { path: approveUrl });
    const paymentToken = decodeURIComponent(/paymentToken=([^&#]+)/.exec(approved.headers.get('location')!)![1]!);
    // Changing the cart after approval changes the amount: the approval no longer fits.
    await shopper.call(addToCart, { method: 'POST', path: '/api/v2/cart', body: { productId: mug } });
    expect((await place(shopper, { paymentToken })).json.code).toBe('PaymentNotApproved');
    const id = (await shopper.call<CartPayload>(getCart, { path: '/api/v2/cart' })).json.lineItems[0]!.lineItemId;
    await shopper.call(updateLine, { method: 'PUT', path: `/api/v2/cart/line-items/${id}`, params: { id }, body: { quantity: 1 } });
    const placed = await place(shopper, { paymentToken });
    expect(placed.status).toBe(201);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, placed.json.orderId));
    expect(order!.paymentMethodKind).toBe('paypal-express');
  });

  it('validates the body (400), requires CSRF (403) and limits orders per client (429)', async () => {
    const shopper = await readyShopper(methods, 'invoice', mug);
    expect((await place(shopper, { paymentToken: 42 })).status).toBe(400);
    expect((await place(shopper, undefined, false)).status).toBe(403);
    const flooder = await new Shopper().start();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await place(flooder)).status);
    expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /cart/create-payment-and-order', () => {
  const payAndOrder = (shopper: Shopper, csrf = true) =>
    shopper.call<Placed>(createPaymentAndOrder, { method: 'POST', path: '/api/v2/cart/create-payment-and-order', csrf });

  it('pays and orders in one step for invoice and prepayment', async () => {
    const shopper = await readyShopper(methods, 'prepayment', mug);
    const response = await payAndOrder(shopper);
    expect(response.status).toBe(201);
    expect(response.json.orderUrl).toBe(`/o/${response.json.orderId}?viewtoken=${response.json.viewToken}`);
    const [order] = await handle.db.select().from(orders).where(and(eq(orders.id, response.json.orderId), eq(orders.paymentMethodKind, 'prepayment')));
    expect(order).toBeDefined();
  });

  it('refuses methods that need a redirect, incomplete carts (422) and requests without CSRF (403)', async () => {
    const amazon = await readyShopper(methods, 'amazon-pay', mug);
    const response = await payAndOrder(amazon);
    expect(response.status).toBe(422);
    expect(response.json.code).toBe('PaymentRedirectRequired');
    expect((await payAndOrder(await shopperWith(mug))).json.code).toBe('BillingAddressMissing');
    expect((await payAndOrder(await readyShopper(methods, 'invoice', mug), false)).status).toBe(403);
  });
});
