import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { coupons, paymentMethods, shippingMethods } from '@/lib/db/schema';
import { localized } from '@/lib/server/catalog/localized';
import { defaultShippingMethodOf } from '@/lib/server/checkout/methods';
import type { MarketPricing } from '@/lib/server/markets/types';
import type { Shop } from '@/lib/server/shop/types';
import { shippingRateIn } from './load-cart';
import type { EstimatedMethod } from './shipping-estimate';

/** Payment kinds that run through a provider's pages (the built-in sandbox) and offer express buttons. */
export const REDIRECT_PAYMENT_KINDS = ['paypal-express', 'amazon-pay'] as const;

export interface ShopCartFacts {
  /** The shop has coupons a shopper could redeem. */
  hasCoupons: boolean;
  /** Active PayPal express / Amazon Pay methods; `logo` names the icon of the payment-logo set. */
  expressMethods: { id: string; kind: string; name: string; logo: string }[];
  /** The shipping method a cart's estimate assumes until the shopper chooses one; null when the shop has none. */
  defaultShippingMethod: EstimatedMethod | null;
}

/** What every cart of the shop shows regardless of its contents: coupon form, express buttons and the default shipping (in the cart's market). */
export async function loadShopCartFacts(db: Executor, shop: Shop, locale: string, pricing: MarketPricing): Promise<ShopCartFacts> {
  const [[coupon], express, shipping] = await Promise.all([
    db.select({ id: coupons.id }).from(coupons).where(eq(coupons.shopId, shop.id)).limit(1),
    db.select({ id: paymentMethods.id, kind: paymentMethods.kind, name: paymentMethods.name, logo: paymentMethods.logo }).from(paymentMethods)
      .where(and(eq(paymentMethods.shopId, shop.id), eq(paymentMethods.isActive, true), inArray(paymentMethods.kind, [...REDIRECT_PAYMENT_KINDS])))
      .orderBy(asc(paymentMethods.position)),
    db.select({ id: shippingMethods.id, name: shippingMethods.name, priceAmount: shippingMethods.priceAmount, freeFromAmount: shippingMethods.freeFromAmount })
      .from(shippingMethods).where(and(eq(shippingMethods.shopId, shop.id), eq(shippingMethods.isActive, true)))
      .orderBy(asc(shippingMethods.position)),
  ]);
  const shopDefault = defaultShippingMethodOf(shipping);
  return {
    hasCoupons: Boolean(coupon),
    expressMethods: express.map((row) => ({ id: row.id, kind: row.kind, name: localized(row.name, locale, shop.defaultLocale), logo: row.logo ?? row.kind })),
    defaultShippingMethod: shopDefault && { name: localized(shopDefault.name, locale, shop.defaultLocale), ...await shippingRateIn(db, pricing, shopDefault) },
  };
}
