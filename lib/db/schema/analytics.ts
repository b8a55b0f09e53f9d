import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * The owner's cookie-free overview (issue 33): one row per shop and day (UTC) with counts only. Nothing
 * in it names a shopper: no cookie, address or identifier is read to count, so shoppers are counted
 * whatever their cookie choice. Each count is added by an atomic upsert (lib/db/analytics/daily-counts.ts).
 */
export const dailyCounts = pgTable('daily_counts', {
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  day: date('day').notNull(),
  /** Page loads that came from outside the shop (another site, a bookmark, a typed address), reloads left out. */
  visits: integer('visits').notNull().default(0),
  /** Product pages shown, including client navigations between them. */
  productViews: integer('product_views').notNull().default(0),
  /** Carts created (a first add to cart). */
  carts: integer('carts').notNull().default(0),
  /** Orders placed. */
  orders: integer('orders').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.shopId, t.day] })]);
