import { and, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db';
import { coupons, orders, products } from '@/lib/db/schema';
import { CouponFailedError } from '@/lib/server/cart/coupon';
import type { CartLine } from '@/lib/server/cart/load-cart';
import { lowStockError } from '@/lib/server/cart/stock-errors';
import type { Shop } from '@/lib/server/shop/types';

/** The first order number of a shop; numbers have 8 digits so that their text order is their numeric order. */
export const FIRST_ORDER_NUMBER = 10_000_001;

/** A product's stock level before and after an order took its units. */
export interface StockChange {
  productId: string;
  before: number;
  after: number;
}

/**
 * Takes the lines' units out of stock with guarded updates: a row changes only while enough units are
 * left, so concurrent orders can never oversell. Products are updated in id order, so that two orders
 * of the same products lock them in the same order and cannot deadlock. Answers each product's levels.
 */
export async function reserveStock(tx: Transaction, shop: Shop, lines: readonly CartLine[]): Promise<StockChange[]> {
  const changes: StockChange[] = [];
  for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    const [updated] = await tx.update(products).set({ stockLevel: sql`${products.stockLevel} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), eq(products.shopId, shop.id), gte(products.stockLevel, line.quantity)))
      .returning({ stockLevel: products.stockLevel });
    if (!updated) {
      const [current] = await tx.select({ stockLevel: products.stockLevel }).from(products).where(eq(products.id, line.productId));
      throw lowStockError(line.sku, current?.stockLevel ?? 0);
    }
    changes.push({ productId: line.productId, before: updated.stockLevel + line.quantity, after: updated.stockLevel });
  }
  return changes;
}

/** Counts one use of a coupon, refused (and the order rolled back) once its usage limit is reached. */
export async function countCouponUse(tx: Transaction, shop: Shop, couponId: string): Promise<void> {
  const updated = await tx.update(coupons).set({ usageCount: sql`${coupons.usageCount} + 1`, updatedAt: new Date() })
    .where(and(
      eq(coupons.id, couponId), eq(coupons.shopId, shop.id),
      or(isNull(coupons.usageLimit), lt(coupons.usageCount, coupons.usageLimit)),
    ))
    .returning({ id: coupons.id });
  if (updated.length === 0) throw new CouponFailedError('CouponUsageLimitReached');
}

/**
 * The shop's next order number. A transaction-scoped advisory lock per shop serialises numbering
 * until commit, so two orders never read the same maximum; it is taken last, to be held briefly.
 */
export async function nextOrderNumber(tx: Transaction, shop: Shop): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vitrine:order-number:${shop.id}`}))`);
  // Served backwards by the (shop_id, order_number) unique index.
  const [last] = await tx.select({ orderNumber: orders.orderNumber }).from(orders)
    .where(and(eq(orders.shopId, shop.id), sql`${orders.orderNumber} ~ '^[0-9]{8}$'`))
    .orderBy(desc(orders.orderNumber)).limit(1);
  return String(last ? Number(last.orderNumber) + 1 : FIRST_ORDER_NUMBER);
}
