import { getDb } from '@/lib/db';
import { withFormatted, type FormattedMoney } from '@/lib/money';
import type { Shop } from '@/lib/server/shop/types';
import { loadMarketPricing } from './load-markets';
import { converted } from './market-amounts';
import { loadMarketPrices } from './price-lists';

/** Anything the catalogue answers with a product's price: tiles, suggestions, the product page. */
interface Priced {
  productId: string;
  price: FormattedMoney;
  bulkPrices?: { quantity: { amount: number }; price: FormattedMoney }[];
}

/**
 * The catalogue's answers (read, and cached, in the primary market) priced for a shopper's delivery
 * country: each product at its market's price-list price, else converted at the market's rate and
 * rounding; bulk prices converted. Gross prices stay gross: the primary market's shoppers, and every
 * request without a country, get the answer exactly as it was read (no query at all).
 */
export async function pricedForCountry<T extends Priced>(shop: Shop, locale: string, country: string | undefined, items: T[]): Promise<T[]> {
  if (!country || items.length === 0) return items;
  const db = await getDb();
  const pricing = await loadMarketPricing(db, shop, country, null);
  if (pricing.market.isPrimary) return items;
  const listed = await loadMarketPrices(db, pricing.market, items.map((item) => item.productId));
  const money = (amount: number) => withFormatted({ amount, currency: pricing.currency }, locale);
  return items.map((item) => ({
    ...item,
    price: money(listed.get(item.productId) ?? converted(pricing, item.price.amount)),
    ...(item.bulkPrices ? { bulkPrices: item.bulkPrices.map((tier) => ({ ...tier, price: money(converted(pricing, tier.price.amount)) })) } : {}),
  }));
}

/** One answer priced for the country (`pricedForCountry`). */
export async function onePricedForCountry<T extends Priced>(shop: Shop, locale: string, country: string | undefined, item: T): Promise<T> {
  const [priced] = await pricedForCountry(shop, locale, country, [item]);
  return priced!;
}

/** A search answer with its products and popular products priced for the country (price filters stay in the primary currency). */
export async function searchPricedForCountry<T extends { products: P[]; popular: P[] }, P extends Priced>(
  shop: Shop, locale: string, country: string | undefined, result: T,
): Promise<T> {
  const [products, popular] = await Promise.all([
    pricedForCountry(shop, locale, country, result.products), pricedForCountry(shop, locale, country, result.popular),
  ]);
  return { ...result, products, popular };
}
