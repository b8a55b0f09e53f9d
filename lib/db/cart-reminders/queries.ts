import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { cartLineItems, cartReminderOptOuts, carts, customers, productTranslations, shops } from '@/lib/db/schema';
import { CART_REMINDER_DELAY_HOURS_DEFAULT } from '@/lib/contract/limits';

// The cart reminders' SQL, and nothing else: lib/server/cart-reminders decides what is sent.

/** A cart left past its shop's reminder delay is reminded only within this many hours after it: older ones are let go. */
export const CART_REMINDER_WINDOW_HOURS = 7 * 24;

/**
 * Where a cart's reminder goes: its signed-in customer's address, else the address a guest entered in
 * checkout when they agreed to reminders; null for anyone else.
 */
const reminderAddress = sql<string | null>`case
  when ${carts.customerId} is not null then ${customers.email}
  when ${carts.reminderConsentAt} is not null then lower(coalesce(${carts.email}, ${carts.billingAddress}->>'emailAddress'))
end`;

const delayHours = sql`coalesce((${shops.userSettings}->'cartReminders'->>'delayHours')::int, ${CART_REMINDER_DELAY_HOURS_DEFAULT})`;

/** A cart due for its reminder, with what the mail names. */
export interface DueCartReminder {
  cartId: string;
  shop: { id: string; slug: string; title: string; baseUrl: string; defaultLocale: string };
  email: string;
  locale: string;
  /** The cart's products by name in the cart's language, in the order they were added. */
  items: { name: string; quantity: number }[];
}

/**
 * Hands each cart due for its reminder to `send`, in a transaction of its own that marks it reminded:
 * its shop has reminders on, it is still open (never an order), it holds items, it has not changed for
 * the shop's delay (but not for much longer), it has an address that may be reminded and did not opt
 * out, and it had no reminder. Each due cart is claimed with FOR UPDATE SKIP LOCKED (the lock that
 * placing an order takes too), so instances racing share the carts and each gets one mail; a cart
 * being ordered is skipped. `send` must use `tx` alone: the embedded database has one connection.
 * `hourMs` is the length of the delay's hour (lib/server/cart-reminders/reminder-hour.ts).
 */
export async function claimDueCartReminders(now: Date, hourMs: number, limit: number, send: (due: DueCartReminder, tx: Executor) => Promise<void>): Promise<number> {
  const hour = sql`make_interval(secs => ${hourMs / 1000})`;
  const db = await getDb();
  let done = 0;
  for (; done < limit; done += 1) {
    const claimed = await db.transaction(async (tx) => {
      const [due] = await tx.select({
        cartId: carts.id, email: reminderAddress, locale: carts.locale,
        shop: { id: shops.id, slug: shops.slug, title: shops.title, baseUrl: shops.baseUrl, defaultLocale: shops.defaultLocale },
      }).from(carts)
        .innerJoin(shops, eq(shops.id, carts.shopId))
        .leftJoin(customers, eq(customers.id, carts.customerId))
        .where(and(
          eq(carts.status, 'open'), sql`${carts.reminderSentAt} is null`,
          sql`(${shops.userSettings}->'cartReminders'->>'enabled') = 'true'`,
          sql`${carts.updatedAt} <= ${now.toISOString()}::timestamptz - ${delayHours} * ${hour}`,
          sql`${carts.updatedAt} > ${now.toISOString()}::timestamptz - (${delayHours} + ${CART_REMINDER_WINDOW_HOURS}) * ${hour}`,
          sql`exists (select 1 from ${cartLineItems} where ${cartLineItems.cartId} = ${carts.id})`,
          sql`${reminderAddress} is not null`,
          sql`not exists (select 1 from ${cartReminderOptOuts} where ${cartReminderOptOuts.shopId} = ${carts.shopId} and ${cartReminderOptOuts.email} = ${reminderAddress})`,
        ))
        .orderBy(asc(carts.updatedAt)).limit(1)
        .for('update', { of: carts, skipLocked: true });
      if (!due) return false;
      const items = await tx.select({ name: productTranslations.name, quantity: cartLineItems.quantity }).from(cartLineItems)
        .innerJoin(productTranslations, and(eq(productTranslations.productId, cartLineItems.productId), eq(productTranslations.locale, due.locale)))
        .where(eq(cartLineItems.cartId, due.cartId)).orderBy(asc(cartLineItems.createdAt));
      await send({ cartId: due.cartId, shop: due.shop, email: due.email!, locale: due.locale, items }, tx);
      await tx.update(carts).set({ reminderSentAt: now }).where(eq(carts.id, due.cartId));
      return true;
    });
    if (!claimed) break;
  }
  return done;
}

/**
 * A new open cart holding what the reminded cart holds (its lines and coupon), for the browser that
 * opened the reminder's link; null unless that cart is this shop's and still open. The reminded cart
 * stays as it is, so the browser it was left in keeps it too.
 */
export async function copyCart(shopId: string, cartId: string, tokenHash: string): Promise<string | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(carts).where(and(eq(carts.shopId, shopId), eq(carts.id, cartId), eq(carts.status, 'open')));
    if (!source) return null;
    const [copy] = await tx.insert(carts).values({ shopId, tokenHash, locale: source.locale, couponId: source.couponId }).returning({ id: carts.id });
    const lines = await tx.select().from(cartLineItems).where(eq(cartLineItems.cartId, cartId)).orderBy(asc(cartLineItems.createdAt));
    if (lines.length > 0) {
      // With their times, so the restored cart lists them in the same order.
      await tx.insert(cartLineItems).values(lines.map((line) => ({ cartId: copy!.id, shopId, productId: line.productId, quantity: line.quantity, createdAt: line.createdAt })));
    }
    return copy!.id;
  });
}

/** Records that the address the cart's reminder went to wants no more from this shop; false when the cart has none. */
export async function optOutOfCartReminders(shopId: string, cartId: string): Promise<boolean> {
  const db = await getDb();
  const [cart] = await db.select({ email: reminderAddress }).from(carts)
    .leftJoin(customers, eq(customers.id, carts.customerId))
    .where(and(eq(carts.shopId, shopId), eq(carts.id, cartId)));
  if (!cart?.email) return false;
  await db.insert(cartReminderOptOuts).values({ shopId, email: cart.email }).onConflictDoNothing();
  return true;
}

/** Sets or withdraws a guest's consent to a reminder about the cart, inside the cart's write. */
export async function writeReminderConsent(tx: Executor, cartId: string, consent: boolean): Promise<void> {
  await tx.update(carts).set({ reminderConsentAt: consent ? sql`coalesce(${carts.reminderConsentAt}, now())` : null }).where(eq(carts.id, cartId));
}
