import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/lib/db';
import {
  bulkPrices, cartLineItems, couponCampaigns, coupons, paymentMethods, productTranslations, productVariationValues,
  products, shippingMethods, variationAttributeValues, variationAttributes,
} from '@/lib/db/schema';
import type { BulkTier } from '@/lib/pricing/bulk-price';
import type { CouponRules } from '@/lib/pricing/coupon';
import { localized } from '@/lib/server/catalog/localized';
import { loadImages } from '@/lib/server/catalog/product-cards';
import type { ProductImage } from '@/lib/server/catalog/types';
import { loadMarketPricing } from '@/lib/server/markets/load-markets';
import { converted, inMarket, saleAmount } from '@/lib/server/markets/market-amounts';
import { loadCouponAmounts, loadMarketPrices, loadMarketShippingRates } from '@/lib/server/markets/price-lists';
import type { MarketPricing } from '@/lib/server/markets/types';
import type { Shop } from '@/lib/server/shop/types';
import type { CartRow } from './cart-write';

export interface CartLine {
  lineItemId: string;
  productId: string;
  quantity: number;
  sku: string;
  kind: 'simple' | 'master' | 'variation';
  /** The unit price in the cart's market: its price list's, else converted from the primary price. */
  basePriceAmount: number;
  /** The VAT rate of the product's tax class in the cart's delivery country (0 under reverse charge). */
  taxRateBasisPoints: number;
  stockLevel: number;
  /** The product (and, for a variation, its master) is still visible in the shop. */
  isSellable: boolean;
  manufacturer: string | null;
  name: string;
  slug: string;
  bulkTiers: BulkTier[];
  variationValues: { name: string; displayName: string; value: string; displayValue: string }[];
  image: ProductImage | null;
}

export interface CartContents {
  cart: CartRow;
  lines: CartLine[];
  coupon: { id: string; code: string; campaignName: string; rules: CouponRules } | null;
  shippingMethod: { id: string; name: string; priceAmount: number; freeFromAmount: number | null } | null;
  paymentMethod: { id: string; kind: 'invoice' | 'prepayment' | 'paypal-express' | 'amazon-pay'; name: string; feeAmount: number } | null;
  /** The market, delivery country and tax the cart is priced in; every amount above is in its currency. */
  pricing: MarketPricing;
}

const master = alias(products, 'master');

/** Everything a cart's payload and its order need: lines with current prices, coupon and chosen methods. */
export async function loadCartContents(db: Executor, shop: Shop, locale: string, cart: CartRow): Promise<CartContents> {
  const rows = await db
    .select({
      lineItemId: cartLineItems.id, productId: products.id, quantity: cartLineItems.quantity, sku: products.sku,
      kind: products.kind, basePriceAmount: products.priceAmount, taxClass: products.taxClass, stockLevel: products.stockLevel,
      manufacturer: products.manufacturer, isVisible: products.isVisible, masterId: master.id, masterVisible: master.isVisible,
      masterManufacturer: master.manufacturer,
    })
    .from(cartLineItems)
    .innerJoin(products, and(eq(products.id, cartLineItems.productId), eq(products.shopId, shop.id)))
    .leftJoin(master, eq(master.id, products.variationMasterId))
    .where(and(eq(cartLineItems.cartId, cart.id), eq(cartLineItems.shopId, shop.id)))
    .orderBy(asc(cartLineItems.createdAt), asc(cartLineItems.id));
  const ids = rows.map((row) => row.productId);
  const masterIds = rows.flatMap((row) => (row.masterId ? [row.masterId] : []));
  // One after another: inside a transaction all queries share one connection, which runs one at a time anyway.
  const names = await loadNames(db, shop, locale, ids);
  const tiers = await loadTiers(db, shop, ids);
  const values = await loadVariationValues(db, shop, locale, ids);
  const images = await loadImages(db, shop, locale, [...ids, ...masterIds]);
  const pricing = await loadMarketPricing(db, shop, cart.countryCode, cart.billingAddress?.vatNumber ?? null);
  const listPrices = await loadMarketPrices(db, pricing.market, ids);
  const coupon = await loadCoupon(db, shop, cart.couponId, pricing);
  const shippingMethod = await loadShippingMethod(db, shop, locale, cart.shippingMethodId, pricing);
  const paymentMethod = await loadPaymentMethod(db, shop, locale, cart.paymentMethodId, pricing);
  const lines = rows.map((row): CartLine => ({
    lineItemId: row.lineItemId, productId: row.productId, quantity: row.quantity, sku: row.sku, kind: row.kind,
    basePriceAmount: saleAmount(pricing, listPrices.get(row.productId) ?? converted(pricing, row.basePriceAmount), row.taxClass),
    taxRateBasisPoints: pricing.rates[row.taxClass], stockLevel: row.stockLevel,
    isSellable: row.isVisible && row.kind !== 'master' && (row.masterId === null || row.masterVisible === true),
    manufacturer: row.manufacturer ?? row.masterManufacturer,
    name: names.get(row.productId)?.name ?? row.sku,
    slug: names.get(row.productId)?.slug ?? row.productId,
    bulkTiers: (tiers.get(row.productId) ?? []).map((tier) => ({ ...tier, priceAmount: inMarket(pricing, tier.priceAmount, row.taxClass) })),
    variationValues: values.get(row.productId) ?? [],
    // Variations without images of their own show their master's.
    image: images.get(row.productId)?.[0] ?? (row.masterId ? images.get(row.masterId)?.[0] : undefined) ?? null,
  }));
  return { cart, lines, coupon, shippingMethod, paymentMethod, pricing };
}

async function loadNames(db: Executor, shop: Shop, locale: string, ids: string[]) {
  const byProduct = new Map<string, { name: string; slug: string }>();
  if (ids.length === 0) return byProduct;
  const rows = await db.select({ productId: productTranslations.productId, locale: productTranslations.locale, name: productTranslations.name, slug: productTranslations.slug })
    .from(productTranslations)
    .where(and(eq(productTranslations.shopId, shop.id), inArray(productTranslations.productId, ids), inArray(productTranslations.locale, [locale, shop.defaultLocale])));
  // The request's locale wins over the shop's default.
  for (const row of rows) {
    if (row.locale === locale || !byProduct.has(row.productId)) byProduct.set(row.productId, { name: row.name, slug: row.slug });
  }
  return byProduct;
}

async function loadTiers(db: Executor, shop: Shop, ids: string[]) {
  const byProduct = new Map<string, BulkTier[]>();
  if (ids.length === 0) return byProduct;
  const rows = await db.select().from(bulkPrices).where(and(eq(bulkPrices.shopId, shop.id), inArray(bulkPrices.productId, ids)));
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), { minQuantity: row.minQuantity, priceAmount: row.priceAmount }]);
  return byProduct;
}

async function loadVariationValues(db: Executor, shop: Shop, locale: string, ids: string[]) {
  const byProduct = new Map<string, CartLine['variationValues']>();
  if (ids.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productVariationValues.productId, name: variationAttributes.name, displayName: variationAttributes.displayName, value: variationAttributeValues.value, displayValue: variationAttributeValues.displayValue })
    .from(productVariationValues)
    .innerJoin(variationAttributes, eq(variationAttributes.id, productVariationValues.attributeId))
    .innerJoin(variationAttributeValues, eq(variationAttributeValues.id, productVariationValues.valueId))
    .where(and(eq(productVariationValues.shopId, shop.id), inArray(productVariationValues.productId, ids)))
    .orderBy(asc(variationAttributes.position), asc(variationAttributes.name));
  for (const row of rows) {
    const value = {
      name: row.name, displayName: localized(row.displayName, locale, shop.defaultLocale),
      value: row.value, displayValue: localized(row.displayValue, locale, shop.defaultLocale),
    };
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), value]);
  }
  return byProduct;
}

async function loadCoupon(db: Executor, shop: Shop, couponId: string | null, pricing: MarketPricing): Promise<CartContents['coupon']> {
  if (!couponId) return null;
  const [row] = await db.select({ coupon: coupons, campaign: couponCampaigns }).from(coupons)
    .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
    .where(and(eq(coupons.id, couponId), eq(coupons.shopId, shop.id)));
  if (!row) return null;
  const rules = couponRules(row.coupon, row.campaign);
  return { id: row.coupon.id, code: row.coupon.code, campaignName: row.campaign.name, rules: await couponRulesIn(db, row.campaign.id, rules, pricing) };
}

/** A campaign's amounts in the cart's market: the owner's amounts for its currency, else converted; percentages stay. */
export async function couponRulesIn(db: Executor, campaignId: string, rules: CouponRules, pricing: MarketPricing): Promise<CouponRules> {
  if (pricing.market.isPrimary && !pricing.reverseCharge) return rules;
  const own = pricing.market.isPrimary ? null : await loadCouponAmounts(db, campaignId, pricing.currency);
  const amount = (ownAmount: number | null | undefined, primary: number) => saleAmount(pricing, ownAmount ?? converted(pricing, primary));
  return {
    ...rules,
    discountValue: rules.discountType === 'amount' ? amount(own?.discountAmount, rules.discountValue) : rules.discountValue,
    minimumOrderAmount: rules.minimumOrderAmount === null ? null : amount(own?.minimumOrderAmount, rules.minimumOrderAmount),
  };
}

/** The rules of a coupon row and its campaign row, as the pricing functions take them. */
export function couponRules(coupon: typeof coupons.$inferSelect, campaign: typeof couponCampaigns.$inferSelect): CouponRules {
  return {
    discountType: campaign.discountType, discountValue: campaign.discountValue, minimumOrderAmount: campaign.minimumOrderAmount,
    validFrom: campaign.validFrom, validUntil: campaign.validUntil, usageLimit: coupon.usageLimit, usageCount: coupon.usageCount,
  };
}

async function loadShippingMethod(db: Executor, shop: Shop, locale: string, id: string | null, pricing: MarketPricing): Promise<CartContents['shippingMethod']> {
  if (!id) return null;
  const [row] = await db.select().from(shippingMethods)
    .where(and(eq(shippingMethods.id, id), eq(shippingMethods.shopId, shop.id), eq(shippingMethods.isActive, true)));
  return row ? { id: row.id, name: localized(row.name, locale, shop.defaultLocale), ...await shippingRateIn(db, pricing, row) } : null;
}

/** A shipping method's price and free-from threshold in a market: the market's own rate, else converted. */
export async function shippingRateIn(db: Executor, pricing: MarketPricing, method: { id: string; priceAmount: number; freeFromAmount: number | null }) {
  const own = (await loadMarketShippingRates(db, pricing.market, [method.id])).get(method.id);
  const rate = own ?? { priceAmount: converted(pricing, method.priceAmount), freeFromAmount: method.freeFromAmount === null ? null : converted(pricing, method.freeFromAmount) };
  return { priceAmount: saleAmount(pricing, rate.priceAmount), freeFromAmount: rate.freeFromAmount === null ? null : saleAmount(pricing, rate.freeFromAmount) };
}

async function loadPaymentMethod(db: Executor, shop: Shop, locale: string, id: string | null, pricing: MarketPricing): Promise<CartContents['paymentMethod']> {
  if (!id) return null;
  const [row] = await db.select().from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.shopId, shop.id), eq(paymentMethods.isActive, true)));
  return row ? { id: row.id, kind: row.kind, name: localized(row.name, locale, shop.defaultLocale), feeAmount: inMarket(pricing, row.feeAmount) } : null;
}
