import 'server-only';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { productTranslations, products, shops, stockAlerts } from '@/lib/db/schema';

// The stock alerts' SQL, and nothing else: lib/server/stock-alerts decides who may do what.

export type StockAlertRow = typeof stockAlerts.$inferSelect;

/** A product a shopper may ask to be told about: this shop's, visible, not a master, with its stock. */
export async function findAlertableProduct(shopId: string, productId: string): Promise<{ id: string; stockLevel: number } | null> {
  const db = await getDb();
  const [row] = await db.select({ id: products.id, stockLevel: products.stockLevel }).from(products)
    .where(and(eq(products.shopId, shopId), eq(products.id, productId), eq(products.isVisible, true), sql`${products.kind} <> 'master'`));
  return row ?? null;
}

/**
 * The alert of this address for this product: a new one (unconfirmed), or the one it already has, as
 * it is. One per address and product (the unique key), whichever of two requests racing comes first.
 */
export async function upsertStockAlert(values: { shopId: string; productId: string; email: string; locale: string }): Promise<StockAlertRow> {
  const db = await getDb();
  const [created] = await db.insert(stockAlerts).values(values).onConflictDoNothing().returning();
  if (created) return created;
  const [existing] = await db.select().from(stockAlerts).where(and(eq(stockAlerts.productId, values.productId), eq(stockAlerts.email, values.email)));
  return existing!;
}

/** Marks the alert confirmed (it keeps the first confirmation's time); false when it is gone. */
export async function confirmStockAlert(shopId: string, alertId: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db.update(stockAlerts).set({ confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, now())` })
    .where(and(eq(stockAlerts.shopId, shopId), eq(stockAlerts.id, alertId))).returning({ id: stockAlerts.id });
  return rows.length > 0;
}

/** Ends the alert; false when there was none (sent already, or unsubscribed before). */
export async function deleteStockAlert(shopId: string, alertId: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db.delete(stockAlerts).where(and(eq(stockAlerts.shopId, shopId), eq(stockAlerts.id, alertId))).returning({ id: stockAlerts.id });
  return rows.length > 0;
}

/** The product's name and slug in the locale, for an alert's mails. */
export async function productNaming(productId: string, locale: string, executor?: Executor): Promise<{ name: string; slug: string } | null> {
  const db = executor ?? await getDb();
  const [row] = await db.select({ name: productTranslations.name, slug: productTranslations.slug }).from(productTranslations)
    .where(and(eq(productTranslations.productId, productId), eq(productTranslations.locale, locale)));
  return row ?? null;
}

/** A confirmed alert whose product is back, with what its mail names. */
export interface DueStockAlert {
  alertId: string;
  shop: { id: string; slug: string; title: string; baseUrl: string; defaultLocale: string };
  productId: string;
  email: string;
  locale: string;
}

/**
 * Hands each confirmed alert whose product is visible and in stock again to `send`, in a transaction of
 * its own that deletes the alert: the subscription ends with its one mail. Each due row is claimed with
 * FOR UPDATE SKIP LOCKED, and one another instance deleted meanwhile is no longer found, so instances
 * racing share the alerts and each mail is queued exactly once. `send` must use `tx` alone: the embedded
 * database has one connection, which the transaction holds. `productIds` narrows the search (a stock change).
 */
export async function claimDueStockAlerts(limit: number, send: (due: DueStockAlert, tx: Executor) => Promise<void>, productIds?: string[]): Promise<number> {
  const db = await getDb();
  let done = 0;
  for (; done < limit; done += 1) {
    const claimed = await db.transaction(async (tx) => {
      const [due] = await tx.select({
        alertId: stockAlerts.id, productId: stockAlerts.productId, email: stockAlerts.email, locale: stockAlerts.locale,
        shop: { id: shops.id, slug: shops.slug, title: shops.title, baseUrl: shops.baseUrl, defaultLocale: shops.defaultLocale },
      }).from(stockAlerts)
        .innerJoin(products, eq(products.id, stockAlerts.productId))
        .innerJoin(shops, eq(shops.id, stockAlerts.shopId))
        .where(and(
          isNotNull(stockAlerts.confirmedAt), gt(products.stockLevel, 0), eq(products.isVisible, true),
          productIds ? inArray(stockAlerts.productId, productIds) : undefined,
        ))
        .orderBy(asc(stockAlerts.confirmedAt)).limit(1)
        .for('update', { of: stockAlerts, skipLocked: true });
      if (!due) return false;
      await send(due, tx);
      await tx.delete(stockAlerts).where(eq(stockAlerts.id, due.alertId));
      return true;
    });
    if (!claimed) break;
  }
  return done;
}

/** Sets a product's stock level; its level before, or null when the shop has no such product (masters have none). */
export async function writeStockLevel(shopId: string, productId: string, stockLevel: number): Promise<{ before: number } | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ stockLevel: products.stockLevel }).from(products)
      .where(and(eq(products.shopId, shopId), eq(products.id, productId), sql`${products.kind} <> 'master'`))
      .for('update');
    if (!current) return null;
    await tx.update(products).set({ stockLevel, updatedAt: new Date() }).where(eq(products.id, productId));
    return { before: current.stockLevel };
  });
}
