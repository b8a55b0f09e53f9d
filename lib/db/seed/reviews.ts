import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { productRatings, productReviews } from '../schema';

interface SeedReview { rating: number; title: string; body: string; authorName: string; helpfulCount: number }

/** What the demo shows on its reviewed products: a few approved reviews each, in English, with fixed dates. */
const REVIEWS: readonly (readonly SeedReview[])[] = [
  [
    { rating: 5, title: 'Comfortable from day one', body: 'No breaking in needed. I walk to work in them every day and they still look new.', authorName: 'Lena', helpfulCount: 7 },
    { rating: 4, title: 'Great fit, runs a little large', body: 'Lovely clean look. I would order half a size smaller next time.', authorName: 'Marco', helpfulCount: 3 },
    { rating: 5, title: 'My go-to pair', body: 'Goes with everything and the sole grips well in the rain.', authorName: 'Aisha', helpfulCount: 1 },
  ],
  [
    { rating: 4, title: 'Nice quality', body: 'Well made and exactly as pictured. Delivery was quick too.', authorName: 'Tom', helpfulCount: 2 },
    { rating: 3, title: 'Good, not perfect', body: 'The colour is a bit lighter than on my screen, but the quality is fine.', authorName: 'Julia', helpfulCount: 0 },
  ],
  [
    { rating: 5, title: 'Bought it twice', body: 'Loved the first one so much that I got another as a gift.', authorName: 'Noah', helpfulCount: 4 },
  ],
];

/** Approved reviews on the given products (in order, one set each) and their aggregates; deterministic. */
export async function seedReviews(db: Executor, shopId: string, productIds: readonly string[]): Promise<void> {
  const rows = productIds.slice(0, REVIEWS.length).flatMap((productId, p) => REVIEWS[p]!.map((review, i) => {
    const approvedAt = new Date(Date.UTC(2026, 9, 1 + p * 7 + i * 2, 10));
    return { shopId, productId, ...review, locale: 'en', status: 'approved' as const, createdAt: approvedAt, approvedAt };
  }));
  if (rows.length === 0) return;
  await db.insert(productReviews).values(rows);
  const star = (n: number) => sql`count(*) filter (where rating = ${n})::int`;
  await db.execute(sql`
    insert into ${productRatings} (product_id, shop_id, review_count, rating_sum, stars_1, stars_2, stars_3, stars_4, stars_5)
    select product_id, shop_id, count(*)::int, sum(rating)::int, ${star(1)}, ${star(2)}, ${star(3)}, ${star(4)}, ${star(5)}
    from ${productReviews} where shop_id = ${shopId} and status = 'approved' group by product_id, shop_id`);
}
