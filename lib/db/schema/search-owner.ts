import { check, date, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from './catalog';
import { shops } from './shops';

/**
 * What shoppers searched, as counts only: one row per shop, locale, ISO week (its Monday) and normalised
 * query (lib/search/normalise-query.ts), never a row per shopper, with no address or identifier. Written
 * by additive upserts of counts batched in memory (lib/server/search/search-stats.ts).
 */
export const searchCounts = pgTable('search_counts', {
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  week: date('week').notNull(),
  query: text('query').notNull(),
  searches: integer('searches').notNull().default(0),
  /** Searches of the query that found no product. */
  noResults: integer('no_results').notNull().default(0),
  /** Clicks from the search page or the suggestions on a product found for the query. */
  clicks: integer('clicks').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.locale, t.week, t.query] }),
]);

/**
 * A group of words the owner declares equivalent in one locale ("hoodie", "sweatshirt"): a search or a
 * suggestion for any of them finds what the others find. Words are stored normalised (lower case).
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: uuid('id').primaryKey().defaultRandom(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  words: text('words').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('search_synonyms_shop_locale_idx').on(t.shopId, t.locale),
  check('search_synonyms_words_check', sql`cardinality(${t.words}) between 2 and 20`),
]);

/** A product the owner pins to the top of the results of one normalised query in one locale. */
export const searchPins = pgTable('search_pins', {
  id: uuid('id').primaryKey().defaultRandom(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  query: text('query').notNull(),
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('search_pins_query_product_key').on(t.shopId, t.locale, t.query, t.productId),
]);
