import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { couponCampaignAmounts, marketPrices, marketShippingRates } from '@/lib/db/schema';
import type { Market } from './types';

/** The market's own prices of these products (its price list); products it names none for are converted. */
export async function loadMarketPrices(db: Executor, market: Market, productIds: readonly string[]): Promise<Map<string, number>> {
  if (!market.id || market.isPrimary || productIds.length === 0) return new Map();
  const rows = await db.select({ productId: marketPrices.productId, amount: marketPrices.priceAmount }).from(marketPrices)
    .where(and(eq(marketPrices.marketId, market.id), inArray(marketPrices.productId, [...productIds])));
  return new Map(rows.map((row) => [row.productId, row.amount]));
}

/** The market's own shipping price and free-from threshold of these methods. */
export async function loadMarketShippingRates(db: Executor, market: Market, methodIds: readonly string[]) {
  if (!market.id || market.isPrimary || methodIds.length === 0) return new Map<string, { priceAmount: number; freeFromAmount: number | null }>();
  const rows = await db.select().from(marketShippingRates)
    .where(and(eq(marketShippingRates.marketId, market.id), inArray(marketShippingRates.shippingMethodId, [...methodIds])));
  return new Map(rows.map((row) => [row.shippingMethodId, { priceAmount: row.priceAmount, freeFromAmount: row.freeFromAmount }]));
}

/** A campaign's fixed discount and minimum order in a currency, where the owner set them. */
export async function loadCouponAmounts(db: Executor, campaignId: string, currency: string) {
  const [row] = await db.select().from(couponCampaignAmounts)
    .where(and(eq(couponCampaignAmounts.campaignId, campaignId), eq(couponCampaignAmounts.currency, currency)));
  return row ?? null;
}
