import { defaultCategorySort } from '@/lib/catalog/listing';
import type { ListingView } from '@/lib/routing/listing-view';
import { categoryPath, findCategory, listChildCategories } from '@/lib/server/catalog/categories';
import { listCategoryProducts } from '@/lib/server/catalog/list-products';
import { getCrossSellingPayload } from '@/lib/server/catalog/cross-selling-payload';
import { findProduct } from '@/lib/server/catalog/product-detail';
import { loadBlockData } from '@/lib/server/content/block-data';
import { TAGS, cachedRead } from '@/lib/server/storefront-cache';
import type { Storefront } from './storefront';

const catalogTags = (sf: Storefront) => [TAGS.catalog(sf.shop.slug), TAGS.content(sf.shop.slug)];

/** Everything a category page shows for one listing view; null when the category does not exist. */
export function loadCategoryScreen(sf: Storefront, slugOrId: string, view: ListingView) {
  const { shop, locale } = sf;
  return cachedRead(['category', shop.slug, locale, slugOrId, JSON.stringify(view)], catalogTags(sf), async () => {
    const category = await findCategory(shop, locale, slugOrId);
    if (!category) return null;
    const sort = view.sort ?? defaultCategorySort(shop.beyond);
    const query = { sort, page: view.page, resultsPerPage: view.resultsPerPage };
    let list = await listCategoryProducts(shop, locale, category.categoryId, query);
    // A page beyond the last one shows the first page (spec section 2).
    const outOfRange = list.products.length === 0 && view.page > 1;
    if (outOfRange) list = await listCategoryProducts(shop, locale, category.categoryId, { ...query, page: 1 });
    const [children, path, blockData] = await Promise.all([
      listChildCategories(shop, locale, category.categoryId),
      categoryPath(shop, locale, category.categoryId),
      loadBlockData(shop, locale, category.content?.blocks ?? []),
    ]);
    return { category, list, children, path, blockData, outOfRange };
  });
}

/** The product page's product and its main category's path; null when there is no such visible product. */
export function loadProductScreen(sf: Storefront, slugOrId: string) {
  const { shop, locale } = sf;
  return cachedRead(['product', shop.slug, locale, slugOrId], catalogTags(sf), async () => {
    const product = await findProduct(shop, locale, slugOrId);
    if (!product) return null;
    const path = product.mainCategoryId ? await categoryPath(shop, locale, product.mainCategoryId) : [];
    return { product, path };
  });
}

/** A product's cross-selling in the API's shape (prefetched for the slider); throws when it cannot load. */
export function loadCrossSelling(sf: Storefront, productId: string) {
  const { shop, locale } = sf;
  return cachedRead(['cross-selling', shop.slug, locale, productId], catalogTags(sf), () => getCrossSellingPayload(shop, locale, productId));
}
