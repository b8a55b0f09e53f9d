import { pageBatches } from '@/lib/search/page-cap';
import type { SortOption } from '@/lib/catalog/listing';
import { listCategoryProducts } from '@/lib/server/catalog/list-products';
import type { ProductCard } from '@/lib/server/catalog/types';
import { TAGS } from '@/lib/server/cache-tags';
import type { Storefront } from '../../_lib/storefront';
import { storefrontRead } from '../../_lib/storefront-read';

/**
 * The products of listing pages 1..`pages` of a category, loaded in batches of at most 100 (spec
 * section 4: a listing asked for page N shows pages 1..N, as load more would have built it).
 */
export function loadEarlierProducts(sf: Storefront, categoryId: string, sort: SortOption, pages: number, perPage: number): Promise<ProductCard[]> {
  const { shop, locale } = sf;
  if (pages < 1) return Promise.resolve([]);
  const key = ['category-earlier', shop.slug, locale, categoryId, sort, String(pages), String(perPage)];
  return storefrontRead(sf, key, [TAGS.catalog(shop.slug), TAGS.categoryProducts(shop.slug, categoryId)], async () => {
    const lists = await Promise.all(pageBatches(0, pages, perPage).map((batch) =>
      listCategoryProducts(shop, locale, categoryId, { sort, ...batch })));
    return lists.flatMap((list) => list.products).slice(0, pages * perPage);
  });
}
