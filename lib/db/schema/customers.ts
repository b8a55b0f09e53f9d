import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { products } from './catalog';
import { shops } from './shops';

/** Shopper accounts are per shop: the same person has separate accounts in two shops. */
export const customers = pgTable('customers', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  /** Stored lower-cased, so that sign-in and uniqueness ignore case. */
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  /** When the owner of the address proved it (a confirmation link or a password reset); null until then, and such an account cannot sign in. */
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  /** The SHA-256 of the one confirmation link that still works; a new registration of the address replaces it, confirming clears it. */
  confirmationTokenHash: text('confirmation_token_hash').unique(),
  confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true }),
  ...timestamps(),
}, (t) => [unique('customers_shop_email_key').on(t.shopId, t.email)]);

/** A signed-in browser; only the SHA-256 of the cookie's token is stored. */
export const customerSessions = pgTable('customer_sessions', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('customer_sessions_customer_idx').on(t.customerId)]);

/** Single-use, expiring password-reset tokens; only their hash is stored. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('password_reset_tokens_customer_idx').on(t.customerId)]);

export const wishlistItems = pgTable('wishlist_items', {
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [primaryKey({ columns: [t.customerId, t.productId] })]);
