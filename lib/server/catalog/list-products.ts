import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { productCategories, productTranslations, products } from '@/lib/db/schema';
import type { SortOption } from '@/lib/catalog/listing';
import type { Shop } from '@/lib/server/shop/types';
import { productCardColumns, toProductCards, translationJoin } from './product-cards';
import type { ProductList } from './types';

export interface ListQuery {
  sort: SortOption;
  page: number;
  resultsPerPage: number;
}

/** ORDER BY of a sort option; the id breaks ties so that pages never overlap. */
export function productOrder(sort: SortOption, position?: SQL | typeof productCategories.position): SQL[] {
  const tieBreak = asc(products.id);
  switch (sort) {
    case 'price-asc': return [asc(products.priceAmount), tieBreak];
    case 'price-desc': return [desc(products.priceAmount), tieBreak];
    case 'name-asc': return [asc(productTranslations.name), tieBreak];
    case 'name-desc': return [desc(productTranslations.name), tieBreak];
    case 'position-asc':
    case 'relevance':
      return position ? [asc(position), tieBreak] : [desc(products.createdAt), tieBreak];
  }
}

/** Products shoppers can see in a listing: visible, and masters rather than their variations. */
export const listable = (shop: Shop) =>
  and(eq(products.shopId, shop.id), eq(products.isVisible, true), inArray(products.kind, ['simple', 'master']));

/** One page of the visible products of a category, sorted (spec section 2, category page). */
export async function listCategoryProducts(shop: Shop, locale: string, categoryId: string, query: ListQuery): Promise<ProductList> {
  const db = await getDb();
  const where = and(listable(shop), eq(productCategories.categoryId, categoryId));
  const [rows, [total]] = await Promise.all([
    db.select(productCardColumns).from(productCategories)
      .innerJoin(products, eq(products.id, productCategories.productId))
      .innerJoin(productTranslations, translationJoin(locale))
      .where(where)
      .orderBy(...productOrder(query.sort, productCategories.position))
      .limit(query.resultsPerPage)
      .offset((query.page - 1) * query.resultsPerPage),
    db.select({ n: count() }).from(productCategories)
      .innerJoin(products, eq(products.id, productCategories.productId))
      .innerJoin(productTranslations, translationJoin(locale))
      .where(where),
  ]);
  return {
    products: await toProductCards(db, shop, locale, rows),
    totalNumberOfProducts: total?.n ?? 0,
    page: query.page,
    resultsPerPage: query.resultsPerPage,
    sort: query.sort,
  };
}
