import { cache } from 'react';
import { defaultCategorySort, type SortOption } from '@/lib/catalog/listing';
import type { ListingView } from '@/lib/routing/listing-view';
import { categoryPath, findCategory, listChildCategories } from '@/lib/server/catalog/categories';
import { listCategoryProducts } from '@/lib/server/catalog/list-products';
import { getCrossSellingPayload } from '@/lib/server/catalog/cross-selling-payload';
import { findProduct } from '@/lib/server/catalog/product-detail';
import { onePricedForMarket, pricedForMarket } from '@/lib/server/markets/catalog-prices';
import { pageTaxRate } from '@/lib/server/markets/page-market';
import { TAGS } from '@/lib/server/cache-tags';
import { loadDocumentContent } from './content-data';
import type { Storefront } from './storefront';
import { storefrontReadByEntities } from './storefront-read';

const catalogTags = (sf: Storefront) => [TAGS.catalog(sf.shop.slug)];
const categoryTags = (sf: Storefront, categories: { categoryId: string }[]) => categories.map(({ categoryId }) => TAGS.category(sf.shop.slug, categoryId));
const productTags = (sf: Storefront, products: { productId: string }[]) => products.map(({ productId }) => TAGS.product(sf.shop.slug, productId));

/** Everything a category page shows for one listing view; null when the category does not exist. */
export function loadCategoryScreen(sf: Storefront, slugOrId: string, view: ListingView) {
  return categoryScreen(sf, slugOrId, view.sort, view.page, view.resultsPerPage);
}

// Memoised per render on primitive arguments (and the render's one storefront), so that the category
// page and its metadata share one load: on a cold cache each ran the reads of the view itself.
const categoryScreen = cache(async (sf: Storefront, slugOrId: string, sort: SortOption | null, page: number, resultsPerPage: number) => {
  const { shop, locale } = sf;
  const key = ['category', shop.slug, locale, slugOrId, JSON.stringify({ sort, page, resultsPerPage })];
  // The category, its breadcrumb and its subcategories by their tags; its products by the category's product list.
  const screen = await storefrontReadByEntities(sf, key, catalogTags(sf), async () => {
    const category = await findCategory(shop, locale, slugOrId);
    if (!category) return null;
    const query = { sort: sort ?? defaultCategorySort(shop.beyond), page, resultsPerPage };
    let list = await listCategoryProducts(shop, locale, category.categoryId, query);
    // A page beyond the last one shows the first page (spec section 2).
    const outOfRange = list.products.length === 0 && page > 1;
    if (outOfRange) list = await listCategoryProducts(shop, locale, category.categoryId, { ...query, page: 1 });
    const [children, path] = await Promise.all([
      listChildCategories(shop, locale, category.categoryId),
      categoryPath(shop, locale, category.categoryId),
    ]);
    return { category, list, children, path, outOfRange };
  }, (found) => (found ? [...categoryTags(sf, [found.category, ...found.path, ...found.children]), TAGS.categoryProducts(shop.slug, found.category.categoryId)] : []));
  if (!screen) return null;
  // Priced for the page's market after the cached read, which is the primary market's.
  const products = await pricedForMarket(shop, locale, sf.market, screen.list.products);
  return { ...screen, list: { ...screen.list, products }, ...(await loadDocumentContent(sf, { kind: 'category', id: screen.category.categoryId })) };
});

/**
 * The product page's product priced for the page's market, its main category's path and the VAT rate its
 * tax note names (the market's); null when there is no such visible product.
 */
export async function loadProductScreen(sf: Storefront, slugOrId: string) {
  const { shop, locale } = sf;
  const screen = await storefrontReadByEntities(sf, ['product', shop.slug, locale, slugOrId], catalogTags(sf), async () => {
    // The owner's editor also shows hidden products.
    const product = await findProduct(shop, locale, slugOrId, { includeHidden: sf.mode === 'editor' });
    if (!product) return null;
    const path = product.mainCategoryId ? await categoryPath(shop, locale, product.mainCategoryId) : [];
    return { product, path };
  }, (found) => (found ? [...productTags(sf, [found.product, ...(found.product.variationMaster ? [found.product.variationMaster] : [])]), ...categoryTags(sf, found.path)] : []));
  if (!screen) return null;
  const [product, taxRateBasisPoints] = await Promise.all([onePricedForMarket(shop, locale, sf.market, screen.product), pageTaxRate(shop, sf.market)]);
  return { ...screen, product, taxRateBasisPoints };
}

/** A product's cross-selling in the API's shape (prefetched for the slider); throws when it cannot load. */
export async function loadCrossSelling(sf: Storefront, productId: string) {
  const { shop, locale } = sf;
  const payload = await storefrontReadByEntities(sf, ['cross-selling', shop.slug, locale, productId], catalogTags(sf),
    () => getCrossSellingPayload(shop, locale, productId), (read) => productTags(sf, read.products));
  return { ...payload, products: await pricedForMarket(shop, locale, sf.market, payload.products) };
}
