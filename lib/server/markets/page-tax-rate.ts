import { getDb } from '@/lib/db';
import type { Shop } from '@/lib/server/shop/types';
import { countryRates, loadMarkets } from './load-markets';

/**
 * The standard VAT rate a cached page of a market names ("Incl. 20% VAT"): pages are cached per market,
 * not per country, so it is the rate of the market's first country, and for the primary market the
 * shop's own country's. The cart and checkout tax at the delivery country's own rates.
 */
export async function pageTaxRate(shop: Shop, marketCode: string | null | undefined): Promise<number> {
  const db = await getDb();
  const list = await loadMarkets(db, shop);
  const market = list.find((candidate) => candidate.code === marketCode) ?? list[0]!;
  return (await countryRates(db, shop, market.isPrimary ? shop.countryCode : market.countries[0] ?? null)).standard;
}
