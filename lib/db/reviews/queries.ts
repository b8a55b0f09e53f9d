import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { orderLineItems, orders, productRatings, productReviews, productTranslations, products, reviewVotes } from '@/lib/db/schema';

// The reviews' SQL, and nothing else: lib/server/reviews decides who may do what.

export type ReviewRow = typeof productReviews.$inferSelect;
export type RatingRow = typeof productRatings.$inferSelect;
export type ReviewStatus = ReviewRow['status'];
export type ReviewSort = 'newest' | 'helpful';

/** The product (or one of its variations) was on an order of this buyer that was not cancelled. */
function boughtProduct(productId: string) {
  return or(eq(orderLineItems.productId, productId),
    inArray(orderLineItems.productId, sql`(select ${products.id} from ${products} where ${products.variationMasterId} = ${productId})`));
}

/**
 * The customer's newest order in this shop holding the product, or null: placed in the account, or with
 * the account's (confirmed, lower-cased) email address, e.g. as a guest or with a cart begun before signing in.
 */
export async function findCustomerPurchase(shopId: string, customer: { customerId: string; email: string }, productId: string): Promise<{ orderId: string } | null> {
  const db = await getDb();
  const [row] = await db.select({ orderId: orders.id }).from(orders)
    .innerJoin(orderLineItems, eq(orderLineItems.orderId, orders.id))
    .where(and(
      eq(orders.shopId, shopId), or(eq(orders.customerId, customer.customerId), sql`lower(${orders.email}) = ${customer.email}`),
      sql`${orders.status} <> 'cancelled'`, boughtProduct(productId),
    ))
    .orderBy(desc(orders.createdAt)).limit(1);
  return row ?? null;
}

/** The order (of this shop, not cancelled) holds the product; its billing first name names the author. */
export async function findOrderPurchase(shopId: string, orderId: string, productId: string): Promise<{ customerId: string | null; firstName: string } | null> {
  const db = await getDb();
  const [row] = await db.select({ customerId: orders.customerId, address: orders.billingAddress }).from(orders)
    .innerJoin(orderLineItems, eq(orderLineItems.orderId, orders.id))
    .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId), sql`${orders.status} <> 'cancelled'`, boughtProduct(productId)))
    .limit(1);
  return row ? { customerId: row.customerId, firstName: row.address.firstName ?? '' } : null;
}

/** A visible product of the shop that shoppers can review (a simple product or a master, not a variation). */
export async function findReviewableProduct(shopId: string, productId: string): Promise<{ id: string } | null> {
  const db = await getDb();
  const [row] = await db.select({ id: products.id }).from(products)
    .where(and(eq(products.shopId, shopId), eq(products.id, productId), eq(products.isVisible, true), sql`${products.kind} <> 'variation'`));
  return row ?? null;
}

/** The buyer's review of the product, by customer or by order, if any. */
export async function findBuyerReview(productId: string, buyer: { customerId: string | null; orderId: string | null }): Promise<{ id: string } | null> {
  const db = await getDb();
  const who = [buyer.customerId ? eq(productReviews.customerId, buyer.customerId) : undefined, buyer.orderId ? eq(productReviews.orderId, buyer.orderId) : undefined]
    .filter((c) => c !== undefined);
  if (who.length === 0) return null;
  const [row] = await db.select({ id: productReviews.id }).from(productReviews).where(and(eq(productReviews.productId, productId), or(...who)));
  return row ?? null;
}

/** Stores a pending review; null when the buyer's review of the product exists already (a race with another submit). */
export async function insertReview(values: typeof productReviews.$inferInsert): Promise<ReviewRow | null> {
  const db = await getDb();
  const [row] = await db.insert(productReviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A page of the product's approved reviews. */
export async function listApprovedReviews(shopId: string, productId: string, sort: ReviewSort, offset: number, limit: number): Promise<ReviewRow[]> {
  const db = await getDb();
  const order = sort === 'helpful'
    ? [desc(productReviews.helpfulCount), desc(productReviews.approvedAt), asc(productReviews.id)]
    : [desc(productReviews.approvedAt), asc(productReviews.id)];
  return db.select().from(productReviews)
    .where(and(eq(productReviews.shopId, shopId), eq(productReviews.productId, productId), eq(productReviews.status, 'approved')))
    .orderBy(...order).offset(offset).limit(limit);
}

export type OwnerReviewRow = ReviewRow & { productName: string };

/** The shop's reviews matching a condition with their product's name in a locale (its SKU when untranslated). */
function ownerReviews(shopId: string, locale: string) {
  return async (where: SQL | undefined, page?: { offset: number; limit: number }): Promise<OwnerReviewRow[]> => {
    const db = await getDb();
    const query = db.select({ review: productReviews, productName: sql<string>`coalesce(${productTranslations.name}, ${products.sku})` })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)))
      .where(and(eq(productReviews.shopId, shopId), where))
      .orderBy(asc(productReviews.createdAt), asc(productReviews.id));
    const rows = page ? await query.offset(page.offset).limit(page.limit) : await query;
    return rows.map(({ review, productName }) => ({ ...review, productName }));
  };
}

/** A page of the shop's reviews in one state, oldest first (the owner's queue), and their number. */
export async function listReviewsByStatus(shopId: string, locale: string, status: ReviewStatus, offset: number, limit: number): Promise<{ rows: OwnerReviewRow[]; total: number }> {
  const db = await getDb();
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ownerReviews(shopId, locale)(eq(productReviews.status, status), { offset, limit }),
    db.select({ total: sql<number>`count(*)::int` }).from(productReviews).where(and(eq(productReviews.shopId, shopId), eq(productReviews.status, status))),
  ]);
  return { rows, total };
}

/** One review of the shop for its owner, if any. */
export async function findOwnerReview(shopId: string, locale: string, reviewId: string): Promise<OwnerReviewRow | null> {
  const [row] = await ownerReviews(shopId, locale)(eq(productReviews.id, reviewId));
  return row ?? null;
}

/**
 * Sets a review's state and, in the same transaction, rewrites its product's aggregate from the approved
 * reviews; null when the shop has no such review.
 */
export async function setReviewStatus(shopId: string, reviewId: string, status: ReviewStatus): Promise<ReviewRow | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.update(productReviews)
      .set({ status, approvedAt: status === 'approved' ? sql`coalesce(${productReviews.approvedAt}, now())` : null })
      .where(and(eq(productReviews.shopId, shopId), eq(productReviews.id, reviewId))).returning();
    if (!row) return null;
    const star = (n: number) => sql<number>`count(*) filter (where ${productReviews.rating} = ${n})::int`;
    await tx.execute(sql`
      insert into ${productRatings} (product_id, shop_id, review_count, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5)
      select ${row.productId}, ${shopId}, count(*)::int, coalesce(sum(${productReviews.rating}), 0)::int, ${star(1)}, ${star(2)}, ${star(3)}, ${star(4)}, ${star(5)}
      from ${productReviews} where ${productReviews.productId} = ${row.productId} and ${productReviews.status} = 'approved'
      on conflict (product_id) do update set review_count = excluded.review_count, rating_sum = excluded.rating_sum,
        stars_1 = excluded.stars_1, stars_2 = excluded.stars_2, stars_3 = excluded.stars_3, stars_4 = excluded.stars_4, stars_5 = excluded.stars_5`);
    return row;
  });
}

/** Sets (or with null removes) the owner's public reply; null when the shop has no such review. */
export async function setReviewReply(shopId: string, reviewId: string, reply: string | null): Promise<ReviewRow | null> {
  const db = await getDb();
  const [row] = await db.update(productReviews)
    .set({ ownerReply: reply, repliedAt: reply === null ? null : sql`now()` })
    .where(and(eq(productReviews.shopId, shopId), eq(productReviews.id, reviewId))).returning();
  return row ?? null;
}

/** The approved review of this shop, if any. */
export async function findApprovedReview(shopId: string, reviewId: string): Promise<ReviewRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(productReviews)
    .where(and(eq(productReviews.shopId, shopId), eq(productReviews.id, reviewId), eq(productReviews.status, 'approved'), isNotNull(productReviews.approvedAt)));
  return row ?? null;
}

/** Counts a browser's vote once: false when this voter had voted for the review already. */
export async function addHelpfulVote(reviewId: string, voterHash: string): Promise<{ counted: boolean; helpfulCount: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(reviewVotes).values({ reviewId, voterHash }).onConflictDoNothing().returning({ reviewId: reviewVotes.reviewId });
    const counted = inserted.length > 0;
    const [row] = counted
      ? await tx.update(productReviews).set({ helpfulCount: sql`${productReviews.helpfulCount} + 1` }).where(eq(productReviews.id, reviewId)).returning({ helpfulCount: productReviews.helpfulCount })
      : await tx.select({ helpfulCount: productReviews.helpfulCount }).from(productReviews).where(eq(productReviews.id, reviewId));
    return { counted, helpfulCount: row?.helpfulCount ?? 0 };
  });
}

/** The aggregates of the given products that have approved reviews. */
export async function findRatings(shopId: string, productIds: readonly string[]): Promise<RatingRow[]> {
  if (productIds.length === 0) return [];
  const db = await getDb();
  return db.select().from(productRatings)
    .where(and(eq(productRatings.shopId, shopId), inArray(productRatings.productId, [...productIds]), sql`${productRatings.reviewCount} > 0`));
}
