import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { carts, orders } from './checkout';
import { shops } from './shops';

/** What an agent told a UCP checkout session of its buyer (docs/api/agents.md, UCP); the cart holds the rest. */
export interface UcpBuyer {
  email?: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
}

/** A postal address as UCP names its fields (types/postal_address.json): a destination as an agent gave it. */
export interface UcpAddress {
  street_address?: string;
  extended_address?: string;
  address_locality?: string;
  address_region?: string;
  address_country?: string;
  postal_code?: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
}

/**
 * A UCP checkout session: an agent's cart (one session per cart), what the cart has no column for (the
 * buyer as the agent gave it) and how the session ended: canceled, or the order it became.
 */
export const ucpCheckoutSessions = pgTable('ucp_checkout_sessions', {
  cartId: uuid('cart_id').primaryKey().references(() => carts.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  buyer: jsonb('buyer').$type<UcpBuyer>().notNull().default({}),
  /**
   * The fulfillment destination the agent named, as it named it (null: none, the goods go to the billing
   * address). Kept to answer it back, and so a destination the shop refused stays an error until replaced.
   */
  destination: jsonb('destination').$type<UcpAddress>(),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  /** The order's address for the buyer, with its view token: answered again on every read of the session. */
  orderUrl: text('order_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A UCP cart (dev.ucp.shopping.cart; docs/api/agents.md, UCP): an agent's cart, reached by its token like
 * a checkout session, with what the cart has no column for (the buyer as the agent gave it). Its market is
 * the cart's own delivery country (`context.address_country`). A checkout made from it (`cart_id`) is the
 * same cart: the lines are one, so the checkout's changes are the cart's. Canceling the cart deletes this row.
 */
export const ucpCarts = pgTable('ucp_carts', {
  cartId: uuid('cart_id').primaryKey().references(() => carts.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  buyer: jsonb('buyer').$type<UcpBuyer>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A UCP write's Idempotency-Key (per shop) with a hash of its request and, once answered, the answer:
 * a replay answers it again, another request under the key is refused. A row without an answer is a
 * request still running. Keys past their retention are pruned by their age (created_at, indexed).
 */
export const ucpIdempotencyKeys = pgTable('ucp_idempotency_keys', {
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.shopId, t.key] }), index('ucp_idempotency_keys_created_idx').on(t.createdAt)]);
