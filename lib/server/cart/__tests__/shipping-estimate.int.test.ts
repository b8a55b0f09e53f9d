import { and, eq, ne } from 'drizzle-orm';
import { checkoutMethodIds, productIdBySku, teeVariationId } from '@/app/api/v2/cart/__tests__/shopper';
import type { DatabaseHandle } from '@/lib/db/client';
import { paymentMethods, shippingMethods } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { listPaymentMethodsForCart, listShippingMethodsForCart } from '@/lib/server/checkout/cart-methods';
import { setShippingMethod } from '@/lib/server/checkout/cart-details';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { redeemCoupon } from '../coupon';
import { getCart } from '../get-cart';
import { addToCart } from '../line-items';

let handle: DatabaseHandle;
let demo: Shop;
let beyond: Shop;
let mug: string;
let teeBlackM: string;
let methods: Record<string, string>;

beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 12 });
  [demo, beyond] = await Promise.all([findShopBySlug(DEMO.shops.demo.slug), findShopBySlug(DEMO.shops.beyond.slug)]) as [Shop, Shop];
  [mug, teeBlackM, methods] = await Promise.all([productIdBySku(DEMO.products.mug.sku), teeVariationId(), checkoutMethodIds()]);
});
afterAll(() => handle.close());

/** A browser's cart token as the services see it, kept between calls. */
function browser(): BrowserToken {
  let token: string | undefined;
  return { get value() { return token; }, replace: (next) => { token = next; }, clear: () => { token = undefined; } };
}

const { standard } = DEMO.shipping;

describe('the shipping estimate of a cart', () => {
  it('prices the shop default (standard) for the cart and says how far free shipping is', async () => {
    const cart = await addToCart(demo, 'en', browser(), mug, 3);
    expect(cart.totals.subtotal.amount).toBe(3 * DEMO.products.mug.priceAmount);
    expect(cart.totals.shipping.amount).toBe(0);
    expect(cart.shippingEstimate).toMatchObject({
      methodName: 'Standard delivery', isChosen: false,
      shipping: { amount: standard.priceAmount, formatted: '€4.95' },
      grandTotal: { amount: 4470 + standard.priceAmount, formatted: '€49.65' },
      freeShipping: { threshold: { amount: standard.freeFromAmount }, missing: { amount: standard.freeFromAmount - 4470, formatted: '€5.30' } },
    });
  });

  it('ships free once the goods reach the threshold, with nothing missing', async () => {
    const cart = await addToCart(demo, 'en', browser(), mug, 4);
    expect(cart.shippingEstimate).toMatchObject({ shipping: { amount: 0 }, grandTotal: cart.totals.grandTotal, tax: cart.totals.tax, freeShipping: { missing: { amount: 0 } } });
  });

  it('counts the subtotal after discounts: a coupon that takes the goods below the threshold brings the shipping back', async () => {
    const token = browser();
    await addToCart(demo, 'en', token, mug, 2);
    const before = await addToCart(demo, 'en', token, teeBlackM, 1);
    expect(before.totals.subtotal.amount).toBeGreaterThanOrEqual(standard.freeFromAmount);
    expect(before.shippingEstimate?.shipping.amount).toBe(0);
    const discounted = await redeemCoupon(demo, 'en', token, DEMO.coupons.big50.code);
    const goods = discounted.totals.subtotal.amount - discounted.totals.discount.amount;
    expect(goods).toBeLessThan(standard.freeFromAmount);
    expect(discounted.shippingEstimate).toMatchObject({
      shipping: { amount: standard.priceAmount },
      grandTotal: { amount: goods + standard.priceAmount },
      freeShipping: { missing: { amount: standard.freeFromAmount - goods } },
    });
    // The shipping step prices the method by the same rule.
    const listed = await listShippingMethodsForCart(demo, 'en', token.value);
    expect(listed.find((m) => m.id === methods.standard)?.cartPrice.amount).toBe(standard.priceAmount);
  });

  it('is what the cart costs once checkout keeps the default method, and follows the method the shopper chose', async () => {
    const token = browser();
    const estimated = (await addToCart(demo, 'en', token, mug, 1)).shippingEstimate!;
    const withDefault = await setShippingMethod(demo, 'en', token, methods.standard!);
    expect(withDefault.totals.grandTotal).toEqual(estimated.grandTotal);
    expect(withDefault.shippingEstimate).toMatchObject({ isChosen: true, grandTotal: withDefault.totals.grandTotal, tax: withDefault.totals.tax });
    const withExpress = await setShippingMethod(demo, 'en', token, methods.express!);
    expect(withExpress.shippingEstimate).toMatchObject({
      methodName: 'Express delivery', isChosen: true, shipping: { amount: DEMO.shipping.express.priceAmount },
      grandTotal: withExpress.totals.grandTotal, freeShipping: null,
    });
  });

  it('is absent for an empty cart', async () => {
    expect((await getCart(demo, 'en', undefined)).shippingEstimate).toBeNull();
  });
});

describe('the methods checkout preselects', () => {
  it('marks the first shipping method as the default and no payment method while the shop offers several', async () => {
    const token = browser();
    await addToCart(demo, 'en', token, mug, 1);
    const shipping = await listShippingMethodsForCart(demo, 'en', token.value);
    expect(shipping.filter((m) => m.isDefault).map((m) => m.id)).toEqual([methods.standard]);
    const payment = await listPaymentMethodsForCart(demo, 'en', token.value);
    expect(payment.length).toBeGreaterThan(1);
    expect(payment.some((m) => m.isDefault)).toBe(false);
  });

  it("marks a shop's only payment method, and estimates with its only shipping method", async () => {
    await handle.db.update(paymentMethods).set({ isActive: false }).where(and(eq(paymentMethods.shopId, beyond.id), ne(paymentMethods.kind, 'invoice')));
    await handle.db.update(shippingMethods).set({ isActive: false })
      .where(and(eq(shippingMethods.shopId, beyond.id), eq(shippingMethods.priceAmount, standard.priceAmount)));
    const token = browser();
    const beyondMug = await productIdBySku(DEMO.products.mug.sku, DEMO.shops.beyond.slug);
    const cart = await addToCart(beyond, 'en', token, beyondMug, 1);
    expect(cart.shippingEstimate).toMatchObject({ methodName: 'Express delivery', shipping: { amount: DEMO.shipping.express.priceAmount }, freeShipping: null });
    const payment = await listPaymentMethodsForCart(beyond, 'en', token.value);
    expect(payment.map((m) => [m.kind, m.isDefault])).toEqual([['invoice', true]]);
    const shipping = await listShippingMethodsForCart(beyond, 'en', token.value);
    expect(shipping.map((m) => m.isDefault)).toEqual([true]);
  });
});
