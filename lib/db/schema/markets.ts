import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgEnum, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROUNDING_RULES } from '@/lib/pricing/conversion';
import { id, timestamps } from './columns';
import { products, taxClass } from './catalog';
import { countries, couponCampaigns, shippingMethods } from './checkout';
import { shops } from './shops';

export const roundingRule = pgEnum('rounding_rule', ROUNDING_RULES);

/**
 * A market: the countries a shop sells to with one currency, price list and tax display. Each shop has
 * exactly one primary market, in the shop's currency at rate 1, which also takes every country no other
 * market names; the others convert the primary prices unless their price list names a product.
 */
export const markets = pgTable('markets', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  /** Short and stable (`eu`, `ch`, `uk`): the cookie, the cache path and the API name a market by it. */
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** ISO 3166-1 alpha-2 codes; a country belongs to one market of a shop at most. */
  countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
  currency: text('currency').notNull(),
  /** Units of this market's currency per unit of the primary's, in millionths (0.94 -> 940000). */
  exchangeRateMillionths: bigint('exchange_rate_millionths', { mode: 'number' }).notNull().default(1_000_000),
  rounding: roundingRule('rounding').notNull().default('none'),
  /** Prices shown and stored with tax (gross); false: tax is added at checkout (net). */
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
  isPrimary: boolean('is_primary').notNull().default(false),
  position: integer('position').notNull().default(0),
  ...timestamps(),
}, (t) => [
  unique('markets_shop_code_key').on(t.shopId, t.code),
  uniqueIndex('markets_one_primary').on(t.shopId).where(sql`${t.isPrimary}`),
  check('markets_code_format', sql`${t.code} ~ '^[a-z][a-z0-9-]{0,15}$'`),
  check('markets_currency_format', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  check('markets_rate_positive', sql`${t.exchangeRateMillionths} > 0`),
]);

/** A market's own price of a product or variation (its price list), in minor units of the market's currency. */
export const marketPrices = pgTable('market_prices', {
  marketId: uuid('market_id').notNull().references(() => markets.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  priceAmount: integer('price_amount').notNull(),
}, (t) => [
  primaryKey({ columns: [t.marketId, t.productId] }),
  index('market_prices_product_idx').on(t.productId),
  check('market_prices_nonnegative', sql`${t.priceAmount} >= 0`),
]);

/** A market's shipping price and free-shipping threshold of a method, in its currency; absent: converted. */
export const marketShippingRates = pgTable('market_shipping_rates', {
  marketId: uuid('market_id').notNull().references(() => markets.id, { onDelete: 'cascade' }),
  shippingMethodId: uuid('shipping_method_id').notNull().references(() => shippingMethods.id, { onDelete: 'cascade' }),
  priceAmount: integer('price_amount').notNull(),
  freeFromAmount: integer('free_from_amount'),
}, (t) => [
  primaryKey({ columns: [t.marketId, t.shippingMethodId] }),
  check('market_shipping_rates_nonnegative', sql`${t.priceAmount} >= 0`),
]);

/** A fixed-amount campaign's discount and minimum order in one currency; absent: converted from the primary's. */
export const couponCampaignAmounts = pgTable('coupon_campaign_amounts', {
  campaignId: uuid('campaign_id').notNull().references(() => couponCampaigns.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull(),
  discountAmount: integer('discount_amount'),
  minimumOrderAmount: integer('minimum_order_amount'),
}, (t) => [primaryKey({ columns: [t.campaignId, t.currency] })]);

/** A shop's VAT rate of a country and tax class, in basis points (1900 = 19 %). */
export const taxRates = pgTable('tax_rates', {
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  countryCode: text('country_code').notNull().references(() => countries.code),
  taxClass: taxClass('tax_class').notNull(),
  rateBasisPoints: integer('rate_basis_points').notNull(),
  ...timestamps(),
}, (t) => [
  primaryKey({ columns: [t.shopId, t.countryCode, t.taxClass] }),
  check('tax_rates_range', sql`${t.rateBasisPoints} between 0 and 10000`),
]);
