import { getDb } from '@/lib/db';
import type { Shop } from '@/lib/server/shop/types';
import { loadMarketPricing, loadMarkets } from './load-markets';
import type { Market, MarketPricing } from './types';

/**
 * How a cached page of a market (its mode segment's code, `live.uk`; the primary market for none or one
 * the shop does not have) prices what it promises besides products: as a sale to the market's first
 * country, the shop's own country for the primary market. Pages are cached per market, not per country;
 * the cart and checkout price for the delivery country itself.
 */
export async function pageMarketPricing(shop: Shop, marketCode: string | null | undefined): Promise<{ pricing: MarketPricing; markets: Market[] }> {
  const db = await getDb();
  const markets = await loadMarkets(db, shop);
  const market = markets.find((candidate) => candidate.code === marketCode) ?? markets[0]!;
  const country = market.isPrimary ? shop.countryCode : market.countries[0] ?? null;
  return { pricing: await loadMarketPricing(db, shop, country, null), markets };
}

/** The standard VAT rate a market's cached pages name ("Incl. 20% VAT"): `pageMarketPricing`'s. */
export async function pageTaxRate(shop: Shop, marketCode: string | null | undefined): Promise<number> {
  return (await pageMarketPricing(shop, marketCode)).pricing.listedRates.standard;
}

/** Of the shop's delivery countries, the market's: those it names, for the primary market those no other market names. */
export function countriesOfMarket(markets: readonly Market[], market: Market, deliveryCountries: readonly string[]): string[] {
  const named = new Set(markets.filter((other) => !other.isPrimary).flatMap((other) => other.countries));
  return deliveryCountries.filter((country) => (market.isPrimary ? !named.has(country) : market.countries.includes(country)));
}
