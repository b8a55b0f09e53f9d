import 'server-only';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { orderLineItems, orders, productTranslations, products, shops } from '@/lib/db/schema';

/** A shipped order due for its review request, with what the mail names. */
export interface DueReviewRequest {
  orderId: string;
  /** The order's shop as its mail names it. */
  shop: { id: string; slug: string; title: string; baseUrl: string; defaultLocale: string };
  email: string;
  locale: string;
  /** The order's reviewable products (a variation counts as its master), with their name and slug in the order's language. */
  products: { name: string; slug: string }[];
}

/**
 * Hands each shipped order whose last change is older than `shippedBefore`, and that had no review request
 * yet, to `send` in a transaction of its own, and marks it requested there. Each due row is claimed with
 * FOR UPDATE SKIP LOCKED, so instances racing share the orders and each mail is queued exactly once.
 * `send` must use `tx` alone: the embedded database has one connection, which the transaction holds.
 */
export async function claimDueReviewRequests(shippedBefore: Date, limit: number, send: (due: DueReviewRequest, tx: Executor) => Promise<void>): Promise<number> {
  const db = await getDb();
  let done = 0;
  for (; done < limit; done += 1) {
    const claimed = await db.transaction(async (tx) => {
      const [due] = await tx.select({
        id: orders.id, email: orders.email, locale: orders.locale,
        shop: { id: shops.id, slug: shops.slug, title: shops.title, baseUrl: shops.baseUrl, defaultLocale: shops.defaultLocale },
      }).from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .where(and(eq(orders.status, 'shipped'), isNull(orders.reviewRequestedAt), lte(orders.updatedAt, shippedBefore)))
        .orderBy(asc(orders.updatedAt)).limit(1)
        .for('update', { of: orders, skipLocked: true });
      if (!due) return false;
      const reviewable = sql<string>`coalesce(${products.variationMasterId}, ${products.id})`;
      const items = await tx.selectDistinct({ productId: reviewable, name: productTranslations.name, slug: productTranslations.slug })
        .from(orderLineItems)
        .innerJoin(products, eq(products.id, orderLineItems.productId))
        .innerJoin(productTranslations, and(eq(productTranslations.productId, reviewable), eq(productTranslations.locale, due.locale)))
        .where(eq(orderLineItems.orderId, due.id));
      const visible = items.length === 0 ? [] : await tx.select({ id: products.id }).from(products)
        .where(and(inArray(products.id, items.map((item) => item.productId)), eq(products.isVisible, true)));
      const shown = new Set(visible.map((row) => row.id));
      const list = items.filter((item) => shown.has(item.productId)).map(({ name, slug }) => ({ name, slug }));
      if (list.length > 0) await send({ orderId: due.id, shop: due.shop, email: due.email, locale: due.locale, products: list }, tx);
      await tx.update(orders).set({ reviewRequestedAt: sql`now()` }).where(eq(orders.id, due.id));
      return true;
    });
    if (!claimed) break;
  }
  return done;
}
