import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Which database the shared caches' entries were rendered from: one row, whose `generation` is part of
 * every key of the shared page cache (lib/page-cache/). A fresh database gets its own, and whatever
 * replaces the data under running instances renews it in the same transaction (the seed, a restore
 * through `npm run cache:renew`), so that no page rendered from other data is ever served.
 */
export const cacheGeneration = pgTable('cache_generation', {
  /** Always true: the primary key that keeps the table to one row. */
  single: boolean('single').primaryKey().default(true),
  generation: uuid('generation').notNull().defaultRandom(),
  renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('cache_generation_one_row', sql`${t.single}`)]);
