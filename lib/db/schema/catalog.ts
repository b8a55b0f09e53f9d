import { sql, type SQL } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { TAX_CLASSES } from '@/lib/pricing/vat';
import { id, timestamps, tsvector, type LocalizedText } from './columns';
import { shops } from './shops';

/** PostgreSQL text-search configuration per shop locale; languages without a stemmer use 'simple'. */
const TEXT_SEARCH_CONFIGS: Record<string, string> = {
  ca: 'catalan', da: 'danish', de: 'german', en: 'english', es: 'spanish', fi: 'finnish', fr: 'french',
  it: 'italian', nl: 'dutch', no: 'norwegian', pt: 'portuguese', ru: 'russian', sv: 'swedish',
};

/** `CASE locale WHEN 'de' THEN 'german'::regconfig ... END`: immutable, so usable in a stored column. */
export function textSearchConfigFor(locale: SQL | AnyPgColumn): SQL {
  const whens = Object.entries(TEXT_SEARCH_CONFIGS).map(
    ([code, config]) => sql.raw(` WHEN '${code}' THEN '${config}'::regconfig`),
  );
  return sql`(CASE left(${locale}, 2)${sql.join(whens)} ELSE 'simple'::regconfig END)`;
}

/**
 * The configuration of a locale known before the statement is written, as a constant (`'german'::regconfig`):
 * what textSearchConfigFor yields for it, without the CASE that every use would otherwise repeat for the
 * server to parse and fold (a search's statement named it up to eight times, 10 KB of text).
 */
export function textSearchConfigOf(locale: string): SQL {
  const code = locale.slice(0, 2);
  // Only a name of the table above is written into the statement, never the locale itself.
  return sql.raw(`'${Object.hasOwn(TEXT_SEARCH_CONFIGS, code) ? TEXT_SEARCH_CONFIGS[code] : 'simple'}'::regconfig`);
}

export const categories = pgTable('categories', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
  ...timestamps(),
}, (t) => [index('categories_shop_parent_idx').on(t.shopId, t.parentId, t.position)]);

export const categoryTranslations = pgTable('category_translations', {
  categoryId: uuid('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  titleTag: text('title_tag'),
  metaDescription: text('meta_description'),
}, (t) => [
  primaryKey({ columns: [t.categoryId, t.locale] }),
  unique('category_translations_slug_key').on(t.shopId, t.locale, t.slug),
]);

/**
 * Slugs a category had in a locale before the owner changed them: old links answer with a permanent
 * redirect to the category's current address. Written with the slug change, in its transaction; a
 * category taking a slug drops that slug's row, and deleting the category drops its rows.
 */
export const categorySlugRedirects = pgTable('category_slug_redirects', {
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  oldSlug: text('old_slug').notNull(),
  categoryId: uuid('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.locale, t.oldSlug] }),
  index('category_slug_redirects_category_idx').on(t.categoryId),
]);

export const productKind = pgEnum('product_kind', ['simple', 'master', 'variation']);

/** Which of a country's VAT rates a product is taxed at (lib/pricing/vat.ts). */
export const taxClass = pgEnum('tax_class', TAX_CLASSES);

export const products = pgTable('products', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  kind: productKind('kind').notNull().default('simple'),
  /** Set on variations: the master whose attributes they select from. */
  variationMasterId: uuid('variation_master_id').references((): AnyPgColumn => products.id, { onDelete: 'cascade' }),
  mainCategoryId: uuid('main_category_id').references(() => categories.id, { onDelete: 'set null' }),
  sku: text('sku').notNull(),
  /** Gross price in minor units of `currency` (cents); money is never a float. */
  priceAmount: integer('price_amount').notNull(),
  currency: text('currency').notNull(),
  taxClass: taxClass('tax_class').notNull().default('standard'),
  /** Units that can still be sold; reserved atomically when an order is placed. */
  stockLevel: integer('stock_level').notNull().default(0),
  manufacturer: text('manufacturer'),
  /**
   * The product's global trade item number (EAN/UPC/ISBN, 8 to 14 digits) and the manufacturer's part
   * number, when it has them: merchant feeds and structured data identify the product by them.
   */
  gtin: text('gtin'),
  mpn: text('mpn'),
  isVisible: boolean('is_visible').notNull().default(true),
  ...timestamps(),
}, (t) => [
  unique('products_shop_sku_key').on(t.shopId, t.sku),
  index('products_shop_price_idx').on(t.shopId, t.priceAmount),
  index('products_shop_created_idx').on(t.shopId, t.createdAt),
  index('products_master_idx').on(t.variationMasterId),
  index('products_shop_manufacturer_idx').on(t.shopId, t.manufacturer),
  check('products_price_nonnegative', sql`${t.priceAmount} >= 0`),
  check('products_stock_nonnegative', sql`${t.stockLevel} >= 0`),
  check('products_gtin_digits', sql`${t.gtin} ~ '^[0-9]{8,14}$'`),
]);

export const productTranslations = pgTable('product_translations', {
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  description: text('description').notNull().default(''),
  metaDescription: text('meta_description'),
  /** The title the owner gave the product's cross-selling (spec: manualCrossSellingTitle); null: the storefront's own. */
  crossSellingTitle: text('cross_selling_title'),
  searchVector: tsvector('search_vector').generatedAlwaysAs(
    (): SQL => sql`setweight(to_tsvector(${textSearchConfigFor(productTranslations.locale)}, ${productTranslations.name}), 'A') || setweight(to_tsvector(${textSearchConfigFor(productTranslations.locale)}, ${productTranslations.description}), 'C')`,
  ),
}, (t) => [
  primaryKey({ columns: [t.productId, t.locale] }),
  unique('product_translations_slug_key').on(t.shopId, t.locale, t.slug),
  index('product_translations_search_idx').using('gin', t.searchVector),
  index('product_translations_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  index('product_translations_shop_locale_name_idx').on(t.shopId, t.locale, t.name),
  // Suggestions: names starting with what is typed, in order, read as a range (LIKE 'shi%').
  index('product_translations_name_prefix_idx').on(t.shopId, t.locale, sql`lower(${t.name}) text_pattern_ops`),
]);

/**
 * The words of product names per shop and locale, lowercased: what a misspelt query word is corrected
 * to (pg_trgm similarity over a few hundred words instead of every name). Filled by a trigger on
 * product_translations (migration 0008); a word whose products are gone stays and simply finds nothing.
 */
export const searchWords = pgTable('search_words', {
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  word: text('word').notNull(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.locale, t.word] }),
  index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  // The words a typed prefix stands for (LIKE 'han%', lib/server/search/name-words.ts), read as a range.
  index('search_words_prefix_idx').on(t.shopId, t.locale, sql`${t.word} text_pattern_ops`),
]);

/** Membership of a product in a category, with its position in that category's listing. */
export const productCategories = pgTable('product_categories', {
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  categoryId: uuid('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.productId, t.categoryId] }),
  // A category page reads its members in listing order, ties broken by the product id.
  index('product_categories_category_idx').on(t.categoryId, t.position, t.productId),
]);

export const productImages = pgTable('product_images', {
  id: id(),
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  url: text('url').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  alt: jsonb('alt').$type<LocalizedText>().notNull().default(sql`'{}'::jsonb`),
}, (t) => [
  index('product_images_product_idx').on(t.productId, t.position),
  check('product_images_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
]);

/** An attribute a variation master varies by (size, colour), with its shopper-facing names. */
export const variationAttributes = pgTable('variation_attributes', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  masterProductId: uuid('master_product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  displayName: jsonb('display_name').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [unique('variation_attributes_master_name_key').on(t.masterProductId, t.name)]);

export const variationAttributeValues = pgTable('variation_attribute_values', {
  id: id(),
  attributeId: uuid('attribute_id').notNull().references(() => variationAttributes.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
  displayValue: jsonb('display_value').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
}, (t) => [unique('variation_attribute_values_attribute_value_key').on(t.attributeId, t.value)]);

/** The value a variation has for each attribute of its master. */
export const productVariationValues = pgTable('product_variation_values', {
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  attributeId: uuid('attribute_id').notNull().references(() => variationAttributes.id, { onDelete: 'cascade' }),
  valueId: uuid('value_id').notNull().references(() => variationAttributeValues.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.productId, t.attributeId] }),
  index('product_variation_values_value_idx').on(t.valueId),
]);

/** Tiered unit price from a minimum quantity on. */
export const bulkPrices = pgTable('bulk_prices', {
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  minQuantity: integer('min_quantity').notNull(),
  priceAmount: integer('price_amount').notNull(),
}, (t) => [
  primaryKey({ columns: [t.productId, t.minQuantity] }),
  check('bulk_prices_quantity_min', sql`${t.minQuantity} >= 2`),
  check('bulk_prices_price_nonnegative', sql`${t.priceAmount} >= 0`),
]);

export const crossSellings = pgTable('cross_sellings', {
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  targetProductId: uuid('target_product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.productId, t.targetProductId] }),
  check('cross_sellings_not_self', sql`${t.productId} <> ${t.targetProductId}`),
]);
