import { sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { searchCounts } from '@/lib/db/schema';
import { isoWeekOf, normaliseQuery } from '@/lib/search/search-terms';
import type { Shop } from '@/lib/server/shop/types';

/**
 * Search counts, batched in memory and written in one statement now and then, so that counting adds no
 * database write to a shopper's request: a count is a map update; every FLUSH_INTERVAL_MS (or once
 * MAX_PENDING queries wait) one multi-row upsert adds the counts to their rows (`searches = searches +
 * excluded.searches`), which is safe beside other processes doing the same: each row's addition is
 * atomic under its row lock, and rows are written in key order so that two flushes never wait on each
 * other crosswise. A process that stops loses at most one interval of counts: these are statistics.
 */
const FLUSH_INTERVAL_MS = 10_000;
const MAX_PENDING = 500;

export interface SearchCountRow {
  shopId: string;
  locale: string;
  week: string;
  query: string;
  searches: number;
  noResults: number;
  clicks: number;
}

const pending = new Map<string, SearchCountRow>();
let timer: ReturnType<typeof setInterval> | null = null;

function add(shop: Shop, locale: string, q: string, counts: Pick<SearchCountRow, 'searches' | 'noResults' | 'clicks'>, now: Date): void {
  const query = normaliseQuery(q);
  if (query === '') return;
  const week = isoWeekOf(now);
  const key = JSON.stringify([shop.id, locale, week, query]);
  const row = pending.get(key) ?? { shopId: shop.id, locale, week, query, searches: 0, noResults: 0, clicks: 0 };
  row.searches += counts.searches;
  row.noResults += counts.noResults;
  row.clicks += counts.clicks;
  pending.set(key, row);
  if (pending.size >= MAX_PENDING) void flushSearchCounts().catch(logFailure);
  else if (!timer) {
    timer = setInterval(() => void flushSearchCounts().catch(logFailure), FLUSH_INTERVAL_MS);
    // The interval never keeps a process (a test, a script) alive on its own.
    timer.unref?.();
  }
}

function logFailure(error: unknown): void {
  console.error('search counts: flush failed', error);
}

/** Counts one search of the query in the shop and locale, and whether it found nothing. */
export function countSearch(shop: Shop, locale: string, q: string, found: boolean, now = new Date()): void {
  add(shop, locale, q, { searches: 1, noResults: found ? 0 : 1, clicks: 0 }, now);
}

/** Counts one click on a product the query found. */
export function countClick(shop: Shop, locale: string, q: string, now = new Date()): void {
  add(shop, locale, q, { searches: 0, noResults: 0, clicks: 1 }, now);
}

/** Adds the rows' counts to the stored ones in one statement, rows in key order. */
export async function addSearchCounts(db: Database, rows: SearchCountRow[]): Promise<void> {
  if (rows.length === 0) return;
  const ordered = [...rows].sort((a, b) => a.shopId.localeCompare(b.shopId) || a.locale.localeCompare(b.locale)
    || a.week.localeCompare(b.week) || (a.query < b.query ? -1 : a.query > b.query ? 1 : 0));
  await db.insert(searchCounts).values(ordered).onConflictDoUpdate({
    target: [searchCounts.shopId, searchCounts.locale, searchCounts.week, searchCounts.query],
    set: {
      searches: sql`${searchCounts.searches} + excluded.searches`,
      noResults: sql`${searchCounts.noResults} + excluded.no_results`,
      clicks: sql`${searchCounts.clicks} + excluded.clicks`,
    },
  });
}

/**
 * Writes the counts waiting in memory (taken out first, so counts made meanwhile wait for the next
 * flush); on failure they are added back for the next one.
 */
export async function flushSearchCounts(): Promise<void> {
  if (pending.size === 0) return;
  const rows = [...pending.values()];
  pending.clear();
  try {
    await addSearchCounts(await getDb(), rows);
  } catch (error) {
    // Kept for the next flush, up to a bound: a database away for long costs counts, not memory.
    for (const row of rows.slice(0, Math.max(0, MAX_PENDING * 4 - pending.size))) {
      const key = JSON.stringify([row.shopId, row.locale, row.week, row.query]);
      const waiting = pending.get(key);
      pending.set(key, waiting
        ? { ...row, searches: row.searches + waiting.searches, noResults: row.noResults + waiting.noResults, clicks: row.clicks + waiting.clicks }
        : row);
    }
    throw error;
  }
}
