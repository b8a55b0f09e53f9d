import 'server-only';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { dailyCounts } from '@/lib/db/schema';

// The daily counts' SQL, and nothing else: lib/server/analytics decides what is counted and when.

export type DailyMetric = 'visits' | 'productViews' | 'carts' | 'orders';
export type DailyCountRow = Pick<typeof dailyCounts.$inferSelect, 'day' | DailyMetric>;

/**
 * Adds one to today's (UTC) count of a metric: one upsert, whose addition is atomic under the row's
 * lock, so counts made at once by any number of requests or instances all arrive.
 */
export async function addToDailyCount(shopId: string, metric: DailyMetric): Promise<void> {
  const db = await getDb();
  await db.insert(dailyCounts).values({ shopId, day: sql`(now() at time zone 'utc')::date`, [metric]: 1 })
    .onConflictDoUpdate({ target: [dailyCounts.shopId, dailyCounts.day], set: { [metric]: sql`${dailyCounts[metric]} + 1` } });
}

/** The shop's rows from one day to another (YYYY-MM-DD, both included), oldest first; days without a row are absent. */
export async function readDailyCounts(shopId: string, from: string, to: string): Promise<DailyCountRow[]> {
  const db = await getDb();
  return db.select({ day: dailyCounts.day, visits: dailyCounts.visits, productViews: dailyCounts.productViews, carts: dailyCounts.carts, orders: dailyCounts.orders })
    .from(dailyCounts)
    .where(and(eq(dailyCounts.shopId, shopId), between(dailyCounts.day, from, to)))
    .orderBy(asc(dailyCounts.day));
}
