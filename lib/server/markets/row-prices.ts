import type { Executor } from '@/lib/db';
import type { VariantRow } from '@/lib/agents/variant-row';
import { convertAmount } from '@/lib/pricing/conversion';
import { loadMarketPrices } from './price-lists';
import type { Market } from './types';

/**
 * Variant rows (read in the primary market) priced in a market, as the catalogue prices for it: each
 * item (a simple product or a variation) at the market's price-list price, else its primary price
 * converted at the market's rate and rounding. One query per batch; the primary market needs none.
 */
export async function rowsPricedIn(db: Executor, markets: readonly Market[], market: Market, rows: VariantRow[]): Promise<VariantRow[]> {
  if (market.isPrimary || rows.length === 0) return rows;
  const conversion = { fromCurrency: markets[0]!.currency, toCurrency: market.currency, rateMillionths: market.exchangeRateMillionths, rounding: market.rounding };
  const listed = await loadMarketPrices(db, market, rows.map((row) => row.itemId));
  return rows.map((row) => ({
    ...row, price: { amount: listed.get(row.itemId) ?? convertAmount(row.price.amount, conversion), currency: market.currency },
  }));
}
