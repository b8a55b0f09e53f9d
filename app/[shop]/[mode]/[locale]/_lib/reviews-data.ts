import { TAGS } from '@/lib/server/cache-tags';
import { NotFoundError } from '@/lib/server/errors';
import { listProductReviews } from '@/lib/server/reviews/reviews';
import type { Storefront } from './storefront';
import { storefrontRead } from './storefront-read';

/** How many reviews the product page renders first; the island pages on from there. */
export const FIRST_REVIEWS = 5;

/**
 * The product page's first reviews (newest) and rating summary, cached under the product's tag, which a
 * moderation revalidates. A product shoppers cannot review (a hidden one in the editor) shows none.
 */
export function loadProductReviews(sf: Storefront, productId: string) {
  const { shop } = sf;
  return storefrontRead(sf, ['reviews', shop.slug, productId], [TAGS.catalog(shop.slug), TAGS.product(shop.slug, productId)],
    () => listProductReviews(shop, productId, { sort: 'newest', page: 1, resultsPerPage: FIRST_REVIEWS }).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    }));
}
