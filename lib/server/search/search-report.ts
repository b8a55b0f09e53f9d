import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { searchCounts } from '@/lib/db/schema';
import { isoWeekOf } from '@/lib/search/search-terms';
import type { Shop } from '@/lib/server/shop/types';
import { flushSearchCounts } from './search-stats';

/** Rows per list of the report: what an owner reads, not an export. */
export const REPORT_ROWS = 50;
/** Weeks offered to choose from, newest first. */
const REPORT_WEEKS = 26;

export interface SearchReportRow {
  query: string;
  searches: number;
  noResults: number;
  clicks: number;
}

export interface SearchReport {
  week: string;
  /** Weeks with counts in the locale, newest first (the current week always). */
  weeks: string[];
  /** The most searched queries. */
  top: SearchReportRow[];
  /** Queries that found nothing, the most searched first. */
  noResults: SearchReportRow[];
  /** Queries that found products which nobody clicked, the most searched first. */
  noClicks: SearchReportRow[];
}

/**
 * The search report of a week (the current one by default) in the locale. This process's counts waiting
 * for their flush are written first, so the owner reads what this instance counted up to now; other
 * instances' come with their next flush (at most FLUSH_INTERVAL_MS later).
 */
export async function searchReport(shop: Shop, locale: string, week: string | undefined, now = new Date()): Promise<SearchReport> {
  // A failed write is logged by the next timed flush; the report shows what is stored.
  await flushSearchCounts().catch(() => undefined);
  const db = await getDb();
  const current = isoWeekOf(now);
  const chosen = week ? isoWeekOf(new Date(`${week}T00:00:00Z`)) : current;
  const ofWeek = and(eq(searchCounts.shopId, shop.id), eq(searchCounts.locale, locale), eq(searchCounts.week, chosen));
  const columns = { query: searchCounts.query, searches: searchCounts.searches, noResults: searchCounts.noResults, clicks: searchCounts.clicks };
  const list = (condition?: ReturnType<typeof and>) => db.select(columns).from(searchCounts).where(and(ofWeek, condition))
    .orderBy(desc(searchCounts.searches), searchCounts.query).limit(REPORT_ROWS);
  const [top, noResults, noClicks, weeks] = await Promise.all([
    list(gt(searchCounts.searches, 0)),
    list(gt(searchCounts.noResults, 0)),
    // Some of its searches found products, and none of them led to a click.
    list(and(eq(searchCounts.clicks, 0), lt(searchCounts.noResults, searchCounts.searches))),
    db.selectDistinct({ week: searchCounts.week }).from(searchCounts)
      .where(and(eq(searchCounts.shopId, shop.id), eq(searchCounts.locale, locale)))
      .orderBy(desc(searchCounts.week)).limit(REPORT_WEEKS),
  ]);
  const offered = [...new Set([current, chosen, ...weeks.map((row) => String(row.week))])].sort().reverse();
  return { week: chosen, weeks: offered, top, noResults, noClicks };
}
