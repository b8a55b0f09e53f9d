import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { productCategories, productTranslations, products } from '@/lib/db/schema';
import type { SortOption } from '@/lib/catalog/listing';
import { NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { findCategory } from './categories';
import { listable, productOrder } from './list-products';
import { productCardColumns, toProductCards, translationJoin } from './product-cards';
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
  return sql`array_position(array[${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}], ${products.id})`;
}

/**
 * One page of the visible simple products and variation masters (never variations) in the locale:
 * of a category (404 when it does not exist or is hidden from the caller), of given ids, or of the shop.
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

  const db = await getDb();
  const where = and(
    listable(shop),
    categoryId ? eq(productCategories.categoryId, categoryId) : undefined,
    ids ? inArray(products.id, ids) : undefined,
  );
  // Given ids keep their order; otherwise a category's listing position (the shop's newest first without one).
  const position = ids ? positionIn(ids) : categoryId ? productCategories.position : undefined;
  const from = () => {
    const base = db.select(productCardColumns).from(products).innerJoin(productTranslations, translationJoin(locale));
    return categoryId ? base.innerJoin(productCategories, eq(productCategories.productId, products.id)) : base;
  };
  const counted = db.select({ n: count() }).from(products).innerJoin(productTranslations, translationJoin(locale));
  const [rows, [total]] = await Promise.all([
    from().where(where).orderBy(...productOrder(sort, position)).limit(query.resultsPerPage).offset((query.page - 1) * query.resultsPerPage),
    (categoryId ? counted.innerJoin(productCategories, eq(productCategories.productId, products.id)) : counted).where(where),
  ]);
  return toListPayload({ products: await toProductCards(db, shop, locale, rows), totalNumberOfProducts: total?.n ?? 0, ...page });
}
