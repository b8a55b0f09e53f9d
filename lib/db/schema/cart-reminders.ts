import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/** An address that asked, by the link of a reminder, for no more cart reminders from this shop. */
export const cartReminderOptOuts = pgTable('cart_reminder_opt_outs', {
  shopId: uuid('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  /** Lower-cased, as the outbox takes it. */
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.shopId, t.email] })]);
