import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { products } from './catalog';
import { shops } from './shops';

/**
 * A shopper's "Email me when it is back" for one sold-out product or variation. It waits unconfirmed
 * until the address's owner opens the confirmation link (double opt-in), and is deleted in the
 * transaction that queues its one back-in-stock mail, or when its owner unsubscribes.
 */
export const stockAlerts = pgTable('stock_alerts', {
  id: id(),
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  /** Lower-cased, as the outbox takes it. */
  email: text('email').notNull(),
  /** The shop locale the shopper subscribed in: its mails and product link are in it. */
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
}, (t) => [
  unique('stock_alerts_product_email_key').on(t.productId, t.email),
  index('stock_alerts_confirmed_idx').on(t.productId, t.confirmedAt),
]);
