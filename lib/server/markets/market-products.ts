import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { MarketProductPayload } from '@/lib/contract/markets';
import { getDb } from '@/lib/db';
import { marketPrices, products, productTranslations } from '@/lib/db/schema';
import { withFormatted } from '@/lib/money';
import { convertAmount } from '@/lib/pricing/conversion';
import { NotFoundError } from '@/lib/server/errors';
import { escapeLike } from '@/lib/server/search/query-text';
import type { Shop } from '@/lib/server/shop/types';
import { loadMarkets } from './load-markets';

/**
 * The owner's view of a market's price list: products and variations whose name (in `locale`) or SKU
 * contains `q`, each with its primary price, the price converted into the market (its rate and rounding,
 * as shoppers get it without a price of its own) and the market's own price where the owner set one.
 * Prices of the primary market are the products' own: there the converted price is the primary one.
 */
export async function listMarketProducts(shop: Shop, code: string, options: { q: string; locale: string; limit: number }): Promise<MarketProductPayload[]> {
  const db = await getDb();
  const list = await loadMarkets(db, shop);
  const market = list.find((candidate) => candidate.code === code);
  if (!market) throw new NotFoundError('Market not found');
  const conversion = { fromCurrency: list[0]!.currency, toCurrency: market.currency, rateMillionths: market.exchangeRateMillionths, rounding: market.rounding };
  const pattern = `%${escapeLike(options.q)}%`;
  const rows = await db.select({
    productId: products.id, sku: products.sku, kind: products.kind, name: productTranslations.name,
    priceAmount: products.priceAmount, currency: products.currency, ownAmount: marketPrices.priceAmount,
  }).from(products)
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, options.locale)))
    // A shop that has set up no markets has no price lists (its one market has no id): nothing to join.
    .leftJoin(marketPrices, market.id ? and(eq(marketPrices.productId, products.id), eq(marketPrices.marketId, market.id)) : sql`false`)
    .where(and(eq(products.shopId, shop.id), options.q ? or(ilike(productTranslations.name, pattern), ilike(products.sku, pattern)) : undefined))
    .orderBy(asc(productTranslations.name), asc(products.sku))
    .limit(options.limit);
  return rows.map((row) => ({
    productId: row.productId, sku: row.sku, kind: row.kind, name: row.name ?? row.sku,
    primaryPrice: withFormatted({ amount: row.priceAmount, currency: row.currency }, options.locale),
    convertedPrice: withFormatted({ amount: convertAmount(row.priceAmount, conversion), currency: market.currency }, options.locale),
    marketPrice: market.isPrimary || row.ownAmount === null ? null : withFormatted({ amount: row.ownAmount, currency: market.currency }, options.locale),
  }));
}
