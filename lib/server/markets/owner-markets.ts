import { and, asc, eq, ne } from 'drizzle-orm';
import type { MarketPayload, MarketPricePayload, TaxRatePayload } from '@/lib/contract/markets';
import { getDb, type Executor } from '@/lib/db';
import { countries, marketPrices, markets, products, taxRates } from '@/lib/db/schema';
import { RATE_SCALE } from '@/lib/pricing/conversion';
import type { TaxClass } from '@/lib/pricing/vat';
import { CHANGES } from '@/lib/server/cache-tags';
import { productChangeTags } from '@/lib/server/catalog/catalog-tags';
import { BusinessRuleError, NotFoundError } from '@/lib/server/errors';
import { revalidateTags } from '@/lib/server/storefront-cache';
import type { Shop } from '@/lib/server/shop/types';
import { loadMarkets } from './load-markets';
import type { Market } from './types';

/** What an owner sets of a market: all of it but its id, code and whether it is the primary one. */
export type MarketSettings = Omit<Market, 'id' | 'code' | 'isPrimary'>;

const toPayload = (market: Market): MarketPayload => ({
  code: market.code, name: market.name, countries: market.countries, currency: market.currency,
  exchangeRateMillionths: market.exchangeRateMillionths, rounding: market.rounding, pricesIncludeTax: market.pricesIncludeTax, isPrimary: market.isPrimary,
});

export async function listMarkets(shop: Shop): Promise<MarketPayload[]> {
  return (await loadMarkets(await getDb(), shop)).map(toPayload);
}

async function findMarket(db: Executor, shop: Shop, code: string) {
  const [row] = await db.select().from(markets).where(and(eq(markets.shopId, shop.id), eq(markets.code, code)));
  return row ?? null;
}

/**
 * Creates or replaces a market. A country belongs to one market at most (422 `CountryInOtherMarket`);
 * the primary market keeps the shop's currency at rate 1 (422 `PrimaryCurrencyFixed`), as every other
 * market's prices are converted from it. A shop's first market is its primary one.
 */
export async function putMarket(shop: Shop, code: string, settings: MarketSettings): Promise<MarketPayload> {
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    // One owner's change at a time: the countries of the other markets are read and written in order.
    await tx.select({ id: markets.id }).from(markets).where(eq(markets.shopId, shop.id)).for('update');
    const existing = await findMarket(tx, shop, code);
    const others = await tx.select({ code: markets.code, countries: markets.countries }).from(markets)
      .where(and(eq(markets.shopId, shop.id), ne(markets.code, code)));
    const countries = [...new Set(settings.countries)];
    const taken = countries.find((country) => others.some((market) => market.countries.includes(country)));
    if (taken) throw new BusinessRuleError(`${taken} already belongs to another market`, 'CountryInOtherMarket');
    const isPrimary = existing?.isPrimary ?? others.length === 0;
    if (isPrimary && (settings.currency !== shop.currency || settings.exchangeRateMillionths !== RATE_SCALE)) {
      throw new BusinessRuleError(`The primary market sells in the shop's currency (${shop.currency}) at rate 1`, 'PrimaryCurrencyFixed');
    }
    const values = { ...settings, countries, updatedAt: new Date() };
    const [row] = existing
      ? await tx.update(markets).set(values).where(eq(markets.id, existing.id)).returning()
      : await tx.insert(markets).values({ shopId: shop.id, code, isPrimary, position: others.length, ...values }).returning();
    return toPayload(row!);
  });
  // Changes are live at once (no draft): the cached pages of every market show them from the next request.
  revalidateTags(CHANGES.markets(shop.slug));
  return saved;
}

/** Removes a market and its price list; the primary market cannot go (422 `PrimaryMarket`). */
export async function deleteMarket(shop: Shop, code: string): Promise<void> {
  const db = await getDb();
  const market = await findMarket(db, shop, code);
  if (!market) throw new NotFoundError('Market not found');
  if (market.isPrimary) throw new BusinessRuleError('The primary market cannot be removed', 'PrimaryMarket');
  await db.delete(markets).where(eq(markets.id, market.id));
  revalidateTags(CHANGES.markets(shop.slug));
}

async function requireMarket(db: Executor, shop: Shop, code: string) {
  const market = await findMarket(db, shop, code);
  if (!market) throw new NotFoundError('Market not found');
  return market;
}

export async function listMarketPrices(shop: Shop, code: string): Promise<MarketPricePayload[]> {
  const db = await getDb();
  const market = await requireMarket(db, shop, code);
  return db.select({ productId: marketPrices.productId, sku: products.sku, priceAmount: marketPrices.priceAmount }).from(marketPrices)
    .innerJoin(products, eq(products.id, marketPrices.productId))
    .where(eq(marketPrices.marketId, market.id)).orderBy(asc(products.sku));
}

/** Sets a product's price in a market's price list; the primary market's prices are the products' own (422 `PrimaryMarket`). */
export async function putMarketPrice(shop: Shop, code: string, productId: string, priceAmount: number): Promise<MarketPricePayload> {
  const db = await getDb();
  const market = await requireMarket(db, shop, code);
  if (market.isPrimary) throw new BusinessRuleError("The primary market's prices are the products' own", 'PrimaryMarket');
  const [product] = await db.select({ sku: products.sku }).from(products).where(and(eq(products.id, productId), eq(products.shopId, shop.id)));
  if (!product) throw new NotFoundError('Product not found');
  await db.insert(marketPrices).values({ marketId: market.id, shopId: shop.id, productId, priceAmount })
    .onConflictDoUpdate({ target: [marketPrices.marketId, marketPrices.productId], set: { priceAmount } });
  revalidateTags(await productChangeTags(shop, [productId]));
  return { productId, sku: product.sku, priceAmount };
}

export async function deleteMarketPrice(shop: Shop, code: string, productId: string): Promise<void> {
  const db = await getDb();
  const market = await requireMarket(db, shop, code);
  const deleted = await db.delete(marketPrices).where(and(eq(marketPrices.marketId, market.id), eq(marketPrices.productId, productId)))
    .returning({ productId: marketPrices.productId });
  if (deleted.length === 0) throw new NotFoundError('The market has no price of this product');
  revalidateTags(await productChangeTags(shop, [productId]));
}

export async function listTaxRates(shop: Shop): Promise<TaxRatePayload[]> {
  const db = await getDb();
  return db.select({ countryCode: taxRates.countryCode, taxClass: taxRates.taxClass, rateBasisPoints: taxRates.rateBasisPoints }).from(taxRates)
    .where(eq(taxRates.shopId, shop.id)).orderBy(asc(taxRates.countryCode), asc(taxRates.taxClass));
}

/** Sets a country's rate of a tax class; a country the app does not know answers 422 `UnknownCountry`. */
export async function putTaxRate(shop: Shop, countryCode: string, taxClass: TaxClass, rateBasisPoints: number): Promise<TaxRatePayload> {
  const db = await getDb();
  const [known] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, countryCode));
  if (!known) throw new BusinessRuleError(`${countryCode} is not a country the shop knows`, 'UnknownCountry');
  await db.insert(taxRates).values({ shopId: shop.id, countryCode, taxClass, rateBasisPoints })
    .onConflictDoUpdate({ target: [taxRates.shopId, taxRates.countryCode, taxRates.taxClass], set: { rateBasisPoints, updatedAt: new Date() } });
  // Net prices shown to a market's shoppers are computed at its rates.
  revalidateTags(CHANGES.markets(shop.slug));
  return { countryCode, taxClass, rateBasisPoints };
}
