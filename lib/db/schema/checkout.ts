import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid,
} from 'drizzle-orm/pg-core';
import type { Address } from '@/lib/schemas/address';
import { id, timestamps, type LocalizedText } from './columns';
import { customers } from './customers';
import { products } from './catalog';
import { shops } from './shops';

/** ISO 3166 countries, shared by all shops. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
}, (t) => [check('countries_code_format', sql`${t.code} ~ '^[A-Z]{2}$'`)]);

/** The countries a shop delivers to. */
export const shopCountries = pgTable('shop_countries', {
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  countryCode: text('country_code').notNull().references(() => countries.code),
}, (t) => [primaryKey({ columns: [t.shopId, t.countryCode] })]);

export const shippingMethods = pgTable('shipping_methods', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull().default(sql`'{}'::jsonb`),
  priceAmount: integer('price_amount').notNull(),
  /** Shipping is free from this subtotal on, when set. */
  freeFromAmount: integer('free_from_amount'),
  logo: text('logo'),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
}, (t) => [index('shipping_methods_shop_idx').on(t.shopId, t.position), check('shipping_methods_price_nonnegative', sql`${t.priceAmount} >= 0`)]);

export const paymentKind = pgEnum('payment_kind', ['invoice', 'prepayment', 'paypal-express', 'amazon-pay']);

export const paymentMethods = pgTable('payment_methods', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  kind: paymentKind('kind').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull().default(sql`'{}'::jsonb`),
  feeAmount: integer('fee_amount').notNull().default(0),
  logo: text('logo'),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
}, (t) => [unique('payment_methods_shop_kind_key').on(t.shopId, t.kind), check('payment_methods_fee_nonnegative', sql`${t.feeAmount} >= 0`)]);

export const discountType = pgEnum('discount_type', ['percentage', 'amount']);

/** The rules behind one or more coupon codes. */
export const couponCampaigns = pgTable('coupon_campaigns', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  discountType: discountType('discount_type').notNull(),
  /** Basis points for a percentage (1000 = 10 %), minor units for an amount. */
  discountValue: integer('discount_value').notNull(),
  minimumOrderAmount: integer('minimum_order_amount'),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  ...timestamps(),
}, (t) => [
  index('coupon_campaigns_shop_idx').on(t.shopId),
  check('coupon_campaigns_discount_range', sql`${t.discountValue} > 0 and (${t.discountType} = 'amount' or ${t.discountValue} <= 10000)`),
]);

export const coupons = pgTable('coupons', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  campaignId: uuid('campaign_id').notNull().references(() => couponCampaigns.id, { onDelete: 'cascade' }),
  /** Stored upper-cased; shoppers type codes in any case. */
  code: text('code').notNull(),
  usageLimit: integer('usage_limit'),
  usageCount: integer('usage_count').notNull().default(0),
  ...timestamps(),
}, (t) => [
  unique('coupons_shop_code_key').on(t.shopId, t.code),
  check('coupons_usage_within_limit', sql`${t.usageLimit} is null or ${t.usageCount} <= ${t.usageLimit}`),
]);

export const cartStatus = pgEnum('cart_status', ['open', 'ordered']);

/** A shopper's cart, found by the SHA-256 of the token in its httpOnly cookie; one shop each. */
export const carts = pgTable('carts', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  status: cartStatus('status').notNull().default('open'),
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  email: text('email'),
  couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  billingAddress: jsonb('billing_address').$type<Address>(),
  shippingAddress: jsonb('shipping_address').$type<Address>(),
  shippingMethodId: uuid('shipping_method_id').references(() => shippingMethods.id, { onDelete: 'set null' }),
  paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
  customerComment: text('customer_comment'),
  locale: text('locale').notNull(),
  /** A guest's consent, ticked in checkout, to one reminder mail about this cart (lib/server/cart-reminders). */
  reminderConsentAt: timestamp('reminder_consent_at', { withTimezone: true }),
  /** When the cart's one reminder was queued: none is sent again. */
  reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  /** The delivery country the cart is priced for (its market); null: the primary market at the shop's own rate. */
  countryCode: text('country_code'),
  /** The currency of that market, which the cart's prices were last given in. */
  currency: text('currency'),
  ...timestamps(),
}, (t) => [index('carts_shop_updated_idx').on(t.shopId, t.updatedAt)]);

export const cartLineItems = pgTable('cart_line_items', {
  id: id(),
  cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  ...timestamps(),
}, (t) => [
  unique('cart_line_items_cart_product_key').on(t.cartId, t.productId),
  check('cart_line_items_quantity_positive', sql`${t.quantity} > 0`),
]);

export const orderStatus = pgEnum('order_status', ['placed', 'paid', 'shipped', 'cancelled']);

/** A placed order: a snapshot of prices, addresses and names that later catalogue changes never alter. */
export const orders = pgTable('orders', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  orderNumber: text('order_number').notNull(),
  /** One order per cart: a repeated place-order finds this row instead of creating another. */
  cartId: uuid('cart_id').notNull().unique().references(() => carts.id, { onDelete: 'restrict' }),
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  status: orderStatus('status').notNull().default('placed'),
  email: text('email').notNull(),
  locale: text('locale').notNull(),
  currency: text('currency').notNull(),
  subtotalAmount: integer('subtotal_amount').notNull(),
  discountAmount: integer('discount_amount').notNull().default(0),
  shippingAmount: integer('shipping_amount').notNull().default(0),
  paymentFeeAmount: integer('payment_fee_amount').notNull().default(0),
  taxAmount: integer('tax_amount').notNull(),
  taxRateBasisPoints: integer('tax_rate_basis_points').notNull(),
  grandTotalAmount: integer('grand_total_amount').notNull(),
  /** The market sold in, its delivery country and tax display, as they were: the order is never re-priced. */
  marketCode: text('market_code'),
  countryCode: text('country_code'),
  pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
  /** The tax per rate as sold (lib/pricing/totals.ts TaxLine); the sum is tax_amount. */
  taxLines: jsonb('tax_lines').$type<{ rateBasisPoints: number; baseAmount: number; taxAmount: number }[]>().notNull().default(sql`'[]'::jsonb`),
  /** The business buyer's VAT number, and whether the sale was reverse-charged (no VAT; the buyer accounts for it). */
  vatNumber: text('vat_number'),
  reverseCharge: boolean('reverse_charge').notNull().default(false),
  couponCode: text('coupon_code'),
  couponCampaignName: text('coupon_campaign_name'),
  billingAddress: jsonb('billing_address').$type<Address>().notNull(),
  shippingAddress: jsonb('shipping_address').$type<Address>(),
  shippingMethodName: text('shipping_method_name').notNull(),
  paymentMethodKind: paymentKind('payment_method_kind').notNull(),
  paymentMethodName: text('payment_method_name').notNull(),
  customerComment: text('customer_comment'),
  /** SHA-256 of the token that lets the buyer's browser read the order. */
  viewTokenHash: text('view_token_hash').notNull(),
  /** When the review request mail was queued (lib/server/reviews/review-requests.ts); null: not yet. */
  reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
  ...timestamps(),
}, (t) => [
  unique('orders_shop_number_key').on(t.shopId, t.orderNumber),
  index('orders_shop_created_idx').on(t.shopId, t.createdAt),
  index('orders_customer_idx').on(t.customerId),
  // A customer's orders by address too (a guest order before signing in counts for reviews).
  index('orders_shop_email_idx').on(t.shopId, sql`lower(${t.email})`),
  // The shipped orders still waiting for their review request: the scheduler's one read of them.
  index('orders_review_due_idx').on(t.updatedAt).where(sql`${t.status} = 'shipped' and ${t.reviewRequestedAt} is null`),
  check('orders_amounts_nonnegative', sql`${t.grandTotalAmount} >= 0 and ${t.taxAmount} >= 0 and ${t.subtotalAmount} >= 0`),
]);

export const orderLineItems = pgTable('order_line_items', {
  id: id(),
  orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
  sku: text('sku').notNull(),
  name: text('name').notNull(),
  variationString: text('variation_string'),
  imageUrl: text('image_url'),
  quantity: integer('quantity').notNull(),
  singlePriceAmount: integer('single_price_amount').notNull(),
  totalAmount: integer('total_amount').notNull(),
  /** The line's VAT rate as sold; null on orders from before markets (the order's rate applies). */
  taxRateBasisPoints: integer('tax_rate_basis_points'),
  position: integer('position').notNull().default(0),
}, (t) => [
  index('order_line_items_order_idx').on(t.orderId, t.position),
  check('order_line_items_quantity_positive', sql`${t.quantity} > 0`),
]);
