import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { bigint, index, integer, pgSequence, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { productKind, products, textSearchConfigFor } from './catalog';
import { tsvector } from './columns';
import { shops } from './shops';

/**
 * The byte of a listing's id by which each sampled text index takes its quarter, sixteenth and 256th of the rows
 * (uniform for random ids): each index its own, so that a sample of one never implies another's predicate
 * (with a shared byte the planner ANDed a search's sample with a whole scan of the name words' partial
 * index, 98 ms instead of 0.3). The expressions are migrations 0037 and 0038's, character for character.
 */
export const SAMPLE_ID_BYTES = { searchVector: 15, nameVector: 14, nameTrigrams: 13 } as const;

/** The sampling byte of a listing's id for one sampled text index. */
export const sampleIdByte = (productId: AnyColumn, index: keyof typeof SAMPLE_ID_BYTES): SQL =>
  sql`get_byte(uuid_send(${productId}), ${sql.raw(String(SAMPLE_ID_BYTES[index]))})`;

/**
 * The shopper's read model of the catalogue: one row per listable product (visible, simple or master)
 * and locale it is translated into, with everything a listing, a search, its facets and a product tile
 * read, so that those queries read one narrow table through its indexes instead of joining products,
 * translations, memberships and variations at every request. Kept by database triggers on the source
 * tables (migration 0009, `product_listings_refresh`): every writer keeps it current; nothing writes it.
 */
export const productListings = pgTable('product_listings', {
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  kind: productKind('kind').notNull(),
  sku: text('sku').notNull(),
  priceAmount: integer('price_amount').notNull(),
  currency: text('currency').notNull(),
  stockLevel: integer('stock_level').notNull(),
  manufacturer: text('manufacturer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  /**
   * The translation's stored search document with one more lexeme, `~{shop id}.{locale}`, which no text
   * yields: searches add it (`searchScope`), so that the GIN index finds the shop and locale's rows only
   * instead of every locale's to be filtered on the table.
   */
  searchVector: tsvector('search_vector').notNull(),
  /**
   * The name's words alone, without weights, and the same scope lexeme: what the suggestions' word
   * prefixes read (`day:* & mer:*`). Asking search_vector for the name's words (`day:*A`) made the GIN
   * index, which keeps no weights, hand over every listing with such a word in its description too, each
   * read from the table to be rejected (54,497 of 55,497 rows for "day", 164 ms).
   */
  nameVector: tsvector('name_vector').generatedAlwaysAs((): SQL => sql`to_tsvector(${textSearchConfigFor(productListings.locale)}, ${productListings.name})
    || array_to_tsvector(ARRAY['~' || ${productListings.shopId}::text || '.' || ${productListings.locale}])`),
  /** The categories the product is a member of (not their ancestors: a category lists its own members). */
  categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'::uuid[]`),
  /**
   * The attribute values of a master's visible variations as facet keys, `name` U+001F `value`; with,
   * at the same index, the value's label, its attribute's label (in this locale, else the shop's
   * default) and the value's position: what the attribute facets count and show.
   */
  attributeValues: text('attribute_values').array().notNull().default(sql`'{}'::text[]`),
  attributeValueLabels: text('attribute_value_labels').array().notNull().default(sql`'{}'::text[]`),
  attributeLabels: text('attribute_labels').array().notNull().default(sql`'{}'::text[]`),
  attributeValuePositions: integer('attribute_value_positions').array().notNull().default(sql`'{}'::integer[]`),
}, (t) => [
  primaryKey({ columns: [t.productId, t.locale] }),
  index('product_listings_search_idx').using('gin', t.searchVector),
  // The text indexes again over a quarter, a sixteenth and a 256th of the rows (SAMPLE_ID_BYTES): a search
  // or suggestion reads its matches sample by sample and stops at the count it needs (sampledRows,
  // lib/server/search/conditions.ts), so a common word costs the entries of a sample, not every match.
  index('product_listings_search_quarter_idx').using('gin', t.searchVector).where(sql`${sampleIdByte(t.productId, 'searchVector')} < 64`),
  index('product_listings_search_sixteenth_idx').using('gin', t.searchVector).where(sql`${sampleIdByte(t.productId, 'searchVector')} < 16`),
  index('product_listings_search_256th_idx').using('gin', t.searchVector).where(sql`${sampleIdByte(t.productId, 'searchVector')} = 0`),
  index('product_listings_name_words_idx').using('gin', t.nameVector),
  index('product_listings_name_words_quarter_idx').using('gin', t.nameVector).where(sql`${sampleIdByte(t.productId, 'nameVector')} < 64`),
  index('product_listings_name_words_sixteenth_idx').using('gin', t.nameVector).where(sql`${sampleIdByte(t.productId, 'nameVector')} < 16`),
  index('product_listings_name_words_256th_idx').using('gin', t.nameVector).where(sql`${sampleIdByte(t.productId, 'nameVector')} = 0`),
  index('product_listings_categories_idx').using('gin', t.categoryIds),
  index('product_listings_attribute_values_idx').using('gin', t.attributeValues),
  // The sorts of a listing, each read in its index's order (ties broken by the id).
  index('product_listings_created_idx').on(t.shopId, t.locale, t.createdAt.desc().nullsFirst(), t.productId),
  index('product_listings_price_idx').on(t.shopId, t.locale, t.priceAmount, t.productId),
  index('product_listings_name_idx').on(t.shopId, t.locale, t.name, t.productId),
  // Suggestions: names starting with what is typed, in order (LIKE 'shi%'), and names containing it.
  index('product_listings_name_prefix_idx').on(t.shopId, t.locale, sql`lower(${t.name}) text_pattern_ops`),
  index('product_listings_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  index('product_listings_name_trgm_quarter_idx').using('gin', sql`${t.name} gin_trgm_ops`).where(sql`${sampleIdByte(t.productId, 'nameTrigrams')} < 64`),
  index('product_listings_name_trgm_sixteenth_idx').using('gin', sql`${t.name} gin_trgm_ops`).where(sql`${sampleIdByte(t.productId, 'nameTrigrams')} < 16`),
  index('product_listings_name_trgm_256th_idx').using('gin', sql`${t.name} gin_trgm_ops`).where(sql`${sampleIdByte(t.productId, 'nameTrigrams')} = 0`),
  // The brands the suggestions offer, stepped through one per brand (suggest-groups.ts) instead of a read of every listing.
  index('product_listings_manufacturer_idx').on(t.shopId, t.locale, t.manufacturer),
]);

/**
 * A category's listed products per locale with the keys its listing sorts by: one row per product of the
 * read model and category in its `category_ids`, so that a category's page in any sort but its position
 * (which its memberships' index yields) is a range of one index here, however large the category and the
 * shop, instead of its members found through the GIN index of `category_ids` and all sorted. Maintained by
 * triggers on product_listings (migration 0036), as listing_counts is; nothing else writes it.
 */
export const categoryListings = pgTable('category_listings', {
  categoryId: uuid('category_id').notNull(),
  locale: text('locale').notNull(),
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  priceAmount: integer('price_amount').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.categoryId, t.locale, t.productId] }),
  // Each sort of a listing in both directions, ties broken by the id ascending as productOrder asks.
  index('category_listings_price_idx').on(t.categoryId, t.locale, t.priceAmount, t.productId),
  index('category_listings_price_desc_idx').on(t.categoryId, t.locale, t.priceAmount.desc().nullsFirst(), t.productId),
  index('category_listings_name_idx').on(t.categoryId, t.locale, t.name, t.productId),
  index('category_listings_name_desc_idx').on(t.categoryId, t.locale, t.name.desc().nullsFirst(), t.productId),
  index('category_listings_created_idx').on(t.categoryId, t.locale, t.createdAt.desc().nullsFirst(), t.productId),
  // The trigger's deletes find a product's rows by its id.
  index('category_listings_product_idx').on(t.productId),
]);

/**
 * How many listable products a listing holds per locale, maintained by triggers on product_listings:
 * `scopeId` is a category (its members) or the shop itself (all its products), so that a listing's total
 * is one row read instead of a count over up to every product.
 */
export const listingCounts = pgTable('listing_counts', {
  scopeId: uuid('scope_id').notNull(),
  locale: text('locale').notNull(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  products: integer('products').notNull(),
}, (t) => [primaryKey({ columns: [t.scopeId, t.locale] })]);

/**
 * The lexemes of the read model's search documents per shop and locale, with the number of listings
 * carrying each, maintained by triggers on product_listings (migration 0037) as listing_counts is. A
 * search reads its last word's prefix as the most frequent lexemes it starts here, each an index entry,
 * and leaves out a word no listing of the shop and locale has: a prefix read from the GIN index gathered
 * every lexeme it starts in every shop and locale (`coton:*`, French cotton, 132,370 lossy pages at
 * 1,000,000 products), and a word of another locale only was intersected with the whole shop's.
 */
export const searchLexemes = pgTable('search_lexemes', {
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  lexeme: text('lexeme').notNull(),
  products: integer('products').notNull(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.locale, t.lexeme] }),
  // A prefix's lexemes (LIKE 'cot%'), read as a range.
  index('search_lexemes_prefix_idx').on(t.shopId, t.locale, sql`${t.lexeme} text_pattern_ops`),
]);

/** Where search versions come from: a value is never given twice, so a version names one state of a shop's catalogue. */
export const searchVersionSequence = pgSequence('search_versions_seq');

/**
 * The version of what a shop's searches and suggestions answer from, set anew (from searchVersionSequence)
 * by triggers (migration 0010) whenever a statement changes what they read: its listing rows in anything
 * but stock, its categories or their titles, the shop itself. Search answers are kept per version
 * (lib/server/search/answer-cache.ts). A shop without a row has never changed since the migration: version 0.
 */
export const searchVersions = pgTable('search_versions', {
  shopId: uuid('shop_id').primaryKey().references(() => shops.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});
