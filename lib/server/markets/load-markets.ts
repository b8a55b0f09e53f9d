import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { markets, taxRates } from '@/lib/db/schema';
import { RATE_SCALE } from '@/lib/pricing/conversion';
import { taxTreatment, type CountryTaxRates } from '@/lib/pricing/vat';
import type { Shop } from '@/lib/server/shop/types';
import type { Market, MarketPricing } from './types';

/** The market a shop without markets of its own sells in: its currency, its prices as they are. */
function shopOwnMarket(shop: Shop): Market {
  return {
    id: null, code: 'default', name: shop.title, countries: [], currency: shop.currency,
    exchangeRateMillionths: RATE_SCALE, rounding: 'none', pricesIncludeTax: true, isPrimary: true,
  };
}

/** A shop's markets, the primary first; a shop that has set up none has its own as the one primary market. */
export async function loadMarkets(db: Executor, shop: Shop): Promise<Market[]> {
  const rows = await db.select().from(markets).where(eq(markets.shopId, shop.id)).orderBy(asc(markets.position), asc(markets.code));
  const list = rows.map((row): Market => ({
    id: row.id, code: row.code, name: row.name, countries: row.countries, currency: row.currency,
    exchangeRateMillionths: row.exchangeRateMillionths, rounding: row.rounding, pricesIncludeTax: row.pricesIncludeTax, isPrimary: row.isPrimary,
  }));
  const primary = list.find((market) => market.isPrimary);
  return primary ? [primary, ...list.filter((market) => market !== primary)] : [shopOwnMarket(shop), ...list];
}

/** The market selling to a country: the one naming it, else the primary (which takes every country no other names). */
export function marketOf(list: readonly Market[], country: string | null): Market {
  return (country && list.find((market) => !market.isPrimary && market.countries.includes(country))) || list[0]!;
}

/** A country's rates; without rates set for it, the shop's own rate (what a single-rate shop always charged). */
export async function countryRates(db: Executor, shop: Shop, country: string | null): Promise<CountryTaxRates> {
  const fallback = { standard: shop.taxRateBasisPoints, reduced: shop.taxRateBasisPoints };
  if (!country) return fallback;
  const rows = await db.select({ taxClass: taxRates.taxClass, rate: taxRates.rateBasisPoints }).from(taxRates)
    .where(and(eq(taxRates.shopId, shop.id), eq(taxRates.countryCode, country), inArray(taxRates.taxClass, ['standard', 'reduced'])));
  const standard = rows.find((row) => row.taxClass === 'standard')?.rate;
  if (standard === undefined) return fallback;
  return { standard, reduced: rows.find((row) => row.taxClass === 'reduced')?.rate ?? standard };
}

/**
 * How a sale to a delivery country is priced: the country's market with its conversion from the primary
 * currency, and the tax by the EU rules (`taxTreatment`): the country's own rates, or none for a business
 * elsewhere in the EU with a VAT number of its country's format (reverse charge).
 */
export async function loadMarketPricing(db: Executor, shop: Shop, country: string | null, vatNumber: string | null): Promise<MarketPricing> {
  const list = await loadMarkets(db, shop);
  const market = marketOf(list, country);
  const listedRates = await countryRates(db, shop, country);
  const treatment = country
    ? taxTreatment({ shopCountry: shop.countryCode, destinationCountry: country, destinationRates: listedRates, vatNumber })
    : { rates: listedRates, reverseCharge: false };
  return {
    market, country, currency: market.currency,
    conversion: { fromCurrency: list[0]!.currency, toCurrency: market.currency, rateMillionths: market.exchangeRateMillionths, rounding: market.rounding },
    listedRates, rates: treatment.rates, reverseCharge: treatment.reverseCharge,
    vatNumber: treatment.reverseCharge ? vatNumber : null,
  };
}
