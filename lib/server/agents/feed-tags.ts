import { TAGS } from '@/lib/server/cache-tags';
import type { Shop } from '@/lib/server/shop/types';

/**
 * The cache tags a whole-catalogue answer (a feed, llms.txt) stands under in the HTTP cache in front:
 * the shop, its catalogue, its content and tree, and `catalog-entities`, which every product's or
 * category's change revalidates, as a feed shows too many of them to name.
 */
export function feedTags(shop: Pick<Shop, 'slug'>): string[] {
  const { slug } = shop;
  return [TAGS.shop(slug), TAGS.catalog(slug), TAGS.content(slug), TAGS.categoryTree(slug), TAGS.catalogEntities(slug)];
}
