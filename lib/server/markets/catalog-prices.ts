import { getDb, type Executor } from '@/lib/db';
import { withFormatted, type FormattedMoney } from '@/lib/money';
import { convertAmount } from '@/lib/pricing/conversion';
import type { Shop } from '@/lib/server/shop/types';
import { loadMarkets, marketOf } from './load-markets';
import { loadMarketPrices } from './price-lists';
import type { Market } from './types';

/** Anything the catalogue answers with a product's price: tiles, suggestions, the product page (a cross-selling entry not loaded has none). */
interface Priced {
  productId: string;
  price?: FormattedMoney;
  bulkPrices?: { price: FormattedMoney }[];
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
  const list = await loadMarkets(db, shop);
  return priceIn(db, locale, marketOf(list, country), list, items);
}

/**
 * A cached page's products priced for the market of its path (`live.ch`): as `pricedForCountry`. A market
 * the shop does not have, or none, leaves them as they are.
 */
export async function pricedForMarket<T extends Priced>(shop: Shop, locale: string, code: string | null | undefined, items: T[]): Promise<T[]> {
  if (!code || items.length === 0) return items;
  const db = await getDb();
  const list = await loadMarkets(db, shop);
  const market = list.find((candidate) => candidate.code === code);
  return market ? priceIn(db, locale, market, list, items) : items;
}

async function priceIn<T extends Priced>(db: Executor, locale: string, market: Market, list: Market[], items: T[]): Promise<T[]> {
  if (market.isPrimary) return items;
  const conversion = { fromCurrency: list[0]!.currency, toCurrency: market.currency, rateMillionths: market.exchangeRateMillionths, rounding: market.rounding };
  const listed = await loadMarketPrices(db, market, items.map((item) => item.productId));
  const money = (amount: number) => withFormatted({ amount, currency: market.currency }, locale);
  return items.map((item) => (!item.price ? item : {
    ...item,
    price: money(listed.get(item.productId) ?? convertAmount(item.price.amount, conversion)),
    ...(item.bulkPrices ? { bulkPrices: item.bulkPrices.map((tier) => ({ ...tier, price: money(convertAmount(tier.price.amount, conversion)) })) } : {}),
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

/** One product priced for a page's market (`pricedForMarket`). */
export async function onePricedForMarket<T extends Priced>(shop: Shop, locale: string, code: string | null | undefined, item: T): Promise<T> {
  const [priced] = await pricedForMarket(shop, locale, code, [item]);
  return priced!;
}

/** A search answer priced for a page's market (`pricedForMarket`). */
export async function searchPricedForMarket<T extends { products: P[]; popular: P[] }, P extends Priced>(
  shop: Shop, locale: string, code: string | null | undefined, result: T,
): Promise<T> {
  const [products, popular] = await Promise.all([
    pricedForMarket(shop, locale, code, result.products), pricedForMarket(shop, locale, code, result.popular),
  ]);
  return { ...result, products, popular };
}
