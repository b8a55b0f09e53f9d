import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { products } from './catalog';
import { orders } from './checkout';
import { customers } from './customers';
import { shops } from './shops';

export const reviewStatus = pgEnum('review_status', ['pending', 'approved', 'rejected']);

/**
 * A verified buyer's rating of a product. The buyer is a signed-in customer (customer_id) or the buyer
 * of an order reached through the review mail's signed link (order_id); one review per buyer and
 * product, enforced by the two unique keys (Postgres lets NULLs differ, so each key binds only its kind).
 */
export const productReviews = pgTable('product_reviews', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  /** The name shown with the review: the buyer's first name, never the email address. */
  authorName: text('author_name').notNull(),
  rating: integer('rating').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  locale: text('locale').notNull(),
  status: reviewStatus('status').notNull().default('pending'),
  ownerReply: text('owner_reply'),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  helpfulCount: integer('helpful_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
}, (t) => [
  unique('product_reviews_customer_key').on(t.productId, t.customerId),
  unique('product_reviews_order_key').on(t.productId, t.orderId),
  index('product_reviews_listing_idx').on(t.productId, t.status, t.approvedAt),
  index('product_reviews_pending_idx').on(t.shopId, t.status, t.createdAt),
  check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  check('product_reviews_helpful_nonnegative', sql`${t.helpfulCount} >= 0`),
]);

/**
 * One "helpful" vote per browser and review. The voter is an HMAC of a random id kept in the browser's
 * cookie: no address, no account, nothing that names a person.
 */
export const reviewVotes = pgTable('review_votes', {
  reviewId: uuid('review_id').notNull().references(() => productReviews.id, { onDelete: 'cascade' }),
  voterHash: text('voter_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.reviewId, t.voterHash] })]);

/**
 * The approved reviews' aggregate per product, rewritten with every moderation in its transaction, so
 * that product pages and cards read one row instead of counting.
 */
export const productRatings = pgTable('product_ratings', {
  productId: uuid('product_id').primaryKey().references(() => products.id, { onDelete: 'cascade' }),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  reviewCount: integer('review_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
  stars1: integer('stars_1').notNull().default(0),
  stars2: integer('stars_2').notNull().default(0),
  stars3: integer('stars_3').notNull().default(0),
  stars4: integer('stars_4').notNull().default(0),
  stars5: integer('stars_5').notNull().default(0),
});
