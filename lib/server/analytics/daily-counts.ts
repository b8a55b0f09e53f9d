import { addToDailyCount, readDailyCounts, type DailyMetric } from '@/lib/db/analytics/daily-counts';
import { log } from '@/lib/log';
import type { Shop } from '@/lib/server/shop/types';
import { dailyOverview, overviewRange, type DailyOverview } from '@/lib/analytics/daily-overview';

/**
 * Counts one visit, product view, cart or order of today for the owner's overview. Never fails what it
 * counts: a count that cannot be written is logged and lost (these are statistics, not records).
 */
export async function countDaily(shop: Pick<Shop, 'id'>, metric: DailyMetric): Promise<void> {
  try {
    await addToDailyCount(shop.id, metric);
  } catch (error) {
    log.warn({ err: error, metric }, 'daily count not written');
  }
}

/** A page load a shopper's browser reports (the storefront's beacon): a visit when it came from outside, a product view on a product page. */
export async function countPageLoad(shop: Pick<Shop, 'id'>, load: { entry: boolean; product: boolean }): Promise<void> {
  await Promise.all([load.entry && countDaily(shop, 'visits'), load.product && countDaily(shop, 'productViews')]);
}

/** The last `days` days up to today (UTC), each with its counts (0 without a row) and conversion. */
export async function readDailyOverview(shop: Pick<Shop, 'id'>, days: number, now = new Date()): Promise<DailyOverview> {
  const range = overviewRange(days, now);
  return dailyOverview(range, await readDailyCounts(shop.id, range.from, range.to));
}
