import { and, arrayContains, count, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { productListings } from '@/lib/db/schema';
import type { SortOption } from '@/lib/catalog/listing';
import { NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { findCategory } from './categories';
import { listCategoryProducts, listedIn, listingTotal, productOrder, shopListingPage } from './list-products';
import { listingCardColumns, toProductCards } from './product-cards';
import { toListPayload } from './product-payload';

export interface ProductListQuery {
  /** A category id or slug in the locale; its products in their listing position. */
  categoryId?: string;
  /** Only these products; `position-asc` keeps their order. An empty list lists nothing. */
  productIds?: string[];
  /** Defaults per shop variant: position, or price on beyond shops. */
  sort?: SortOption;
  page: number;
  resultsPerPage: number;
}

/** `array_position(ARRAY[...], id)`: the place of each product in the requested order. */
function positionIn(ids: string[]): SQL {
  return sql`array_position(array[${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}], ${productListings.productId})`;
}

/**
 * One page of the visible simple products and variation masters (never variations) in the locale:
 * of a category (404 when it does not exist or is hidden from the caller), of given ids, or of the shop.
 * All read the shopper's read model; totals of a category or the shop are its maintained counts.
 */
export async function listProducts(shop: Shop, locale: string, query: ProductListQuery, options: { includeHidden?: boolean } = {}) {
  const sort = query.sort ?? (shop.beyond ? 'price-asc' : 'position-asc');
  const page = { page: query.page, resultsPerPage: query.resultsPerPage, sort };
  let categoryId: string | null = null;
  if (query.categoryId !== undefined) {
    const category = await findCategory(shop, locale, query.categoryId);
    if (!category || (!category.isVisible && !options.includeHidden)) throw new NotFoundError();
    categoryId = category.categoryId;
  }
  const ids = query.productIds ? [...new Set(query.productIds.map((id) => id.toLowerCase()))] : null;
  if (ids?.length === 0) return { products: [], totalNumberOfProducts: 0, ...page };
  if (!ids && categoryId) return toListPayload(await listCategoryProducts(shop, locale, categoryId, { ...page, sort }));

  const db = await getDb();
  if (!ids) {
    const [rows, total] = await Promise.all([shopListingPage(db, shop, locale, page), listingTotal(db, shop.id, locale)]);
    return toListPayload({ products: toProductCards(shop, locale, rows), totalNumberOfProducts: total, ...page });
  }
  const where = and(
    listedIn(shop, locale),
    categoryId ? arrayContains(productListings.categoryIds, [categoryId]) : undefined,
    inArray(productListings.productId, ids),
  );
  // Given ids keep their order in `position-asc`.
  const [rows, [counted]] = await Promise.all([
    db.select(listingCardColumns).from(productListings).where(where).orderBy(...productOrder(sort, positionIn(ids)))
      .limit(query.resultsPerPage).offset((query.page - 1) * query.resultsPerPage),
    db.select({ n: count() }).from(productListings).where(where),
  ]);
  return toListPayload({ products: toProductCards(shop, locale, rows), totalNumberOfProducts: counted?.n ?? 0, ...page });
}
