import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { countries, paymentMethods, shippingMethods, shopCountries } from '@/lib/db/schema';
import { withFormatted, type FormattedMoney } from '@/lib/money';
import { localized } from '@/lib/server/catalog/localized';
import { shippingRateIn } from '@/lib/server/cart/load-cart';
import { inMarket } from '@/lib/server/markets/market-amounts';
import type { MarketPricing } from '@/lib/server/markets/types';
import type { Shop } from '@/lib/server/shop/types';

export interface Country {
  code: string;
  name: string;
}

export interface ShippingMethod {
  id: string;
  name: string;
  description: string;
  price: FormattedMoney;
  freeFrom: FormattedMoney | null;
}

export interface PaymentMethod {
  id: string;
  kind: 'invoice' | 'prepayment' | 'paypal-express' | 'amazon-pay';
  name: string;
  description: string;
  fee: FormattedMoney;
}

/** The countries the shop delivers to, by name in the locale. */
export async function listShopCountries(shop: Shop, locale: string): Promise<Country[]> {
  const db = await getDb();
  const rows = await db.select({ code: countries.code, name: countries.name }).from(shopCountries)
    .innerJoin(countries, eq(countries.code, shopCountries.countryCode))
    .where(eq(shopCountries.shopId, shop.id));
  return rows
    .map((row) => ({ code: row.code, name: localized(row.name, locale, shop.defaultLocale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** Every country the system knows, by name in the locale. */
export async function listAllCountries(shop: Shop, locale: string): Promise<Country[]> {
  const db = await getDb();
  const rows = await db.select().from(countries);
  return rows
    .map((row) => ({ code: row.code, name: localized(row.name, locale, shop.defaultLocale) || row.code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** Whether the shop delivers to a country. */
export async function isShopCountry(shop: Shop, countryCode: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ code: shopCountries.countryCode }).from(shopCountries)
    .where(and(eq(shopCountries.shopId, shop.id), eq(shopCountries.countryCode, countryCode)));
  return Boolean(row);
}

/**
 * The shop's default shipping method: the first of its active methods in the shop's order (the only one
 * when there is one). The cart estimates shipping with it and checkout preselects it, so the cart's
 * estimated total is what the order costs unless the shopper chooses another method.
 */
export function defaultShippingMethodOf<T>(methods: readonly T[]): T | null {
  return methods[0] ?? null;
}

/** The payment method checkout preselects: only the shop's one method, as a choice among several is the shopper's. */
export function defaultPaymentMethodOf<T>(methods: readonly T[]): T | null {
  return methods.length === 1 ? methods[0]! : null;
}

/** The shop's active shipping methods in their order, priced in a market (a cart's), else in the shop's currency. */
export async function listShippingMethods(shop: Shop, locale: string, pricing?: MarketPricing): Promise<ShippingMethod[]> {
  const db = await getDb();
  const rows = await db.select().from(shippingMethods)
    .where(and(eq(shippingMethods.shopId, shop.id), eq(shippingMethods.isActive, true)))
    .orderBy(asc(shippingMethods.position));
  const money = (amount: number) => withFormatted({ amount, currency: pricing?.currency ?? shop.currency }, locale);
  return Promise.all(rows.map(async (row) => {
    const rate = pricing ? await shippingRateIn(db, pricing, row) : row;
    return {
      id: row.id,
      name: localized(row.name, locale, shop.defaultLocale),
      description: localized(row.description, locale, shop.defaultLocale),
      price: money(rate.priceAmount),
      freeFrom: rate.freeFromAmount === null ? null : money(rate.freeFromAmount),
    };
  }));
}

/** The shop's active payment methods in their order. */
export async function listPaymentMethods(shop: Shop, locale: string, pricing?: MarketPricing): Promise<PaymentMethod[]> {
  const db = await getDb();
  const rows = await db.select().from(paymentMethods)
    .where(and(eq(paymentMethods.shopId, shop.id), eq(paymentMethods.isActive, true)))
    .orderBy(asc(paymentMethods.position));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: localized(row.name, locale, shop.defaultLocale),
    description: localized(row.description, locale, shop.defaultLocale),
    fee: withFormatted({ amount: pricing ? inMarket(pricing, row.feeAmount) : row.feeAmount, currency: pricing?.currency ?? shop.currency }, locale),
  }));
}
