import { and, arrayContains, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { listingCounts, productCategories, productListings } from '@/lib/db/schema';
import type { SortOption } from '@/lib/catalog/listing';
import type { Shop } from '@/lib/server/shop/types';
import { listingCardColumns, toProductCards } from './product-cards';
import type { ProductCard, ProductList } from './types';

export interface ListQuery {
  sort: SortOption;
  page: number;
  resultsPerPage: number;
}

/** The columns a listing sorts by; a query over rows selected from the read model may name its own. */
export interface SortKeys {
  id: SQL | typeof productListings.productId;
  price: SQL | typeof productListings.priceAmount;
  name: SQL | typeof productListings.name;
  createdAt: SQL | typeof productListings.createdAt;
}

const listingSortKeys: SortKeys = {
  id: productListings.productId, price: productListings.priceAmount, name: productListings.name, createdAt: productListings.createdAt,
};

/**
 * ORDER BY of a sort option, over the shopper's read model (product_listings) unless other keys are
 * given; each sort has an index of the read model in this order. The id breaks ties so that pages
 * never overlap.
 */
export function productOrder(sort: SortOption, position?: SQL | typeof productCategories.position, keys: SortKeys = listingSortKeys): SQL[] {
  const tieBreak = asc(keys.id);
  switch (sort) {
    case 'price-asc': return [asc(keys.price), tieBreak];
    case 'price-desc': return [desc(keys.price), tieBreak];
    case 'name-asc': return [asc(keys.name), tieBreak];
    case 'name-desc': return [desc(keys.name), tieBreak];
    case 'position-asc':
    case 'relevance':
      return position ? [asc(position), tieBreak] : [desc(keys.createdAt), tieBreak];
  }
}

/**
 * Products shoppers can see in a listing of the locale: the read model holds exactly the visible simple
 * products and variation masters translated into it (never variations).
 */
export const listedIn = (shop: Shop, locale: string) =>
  and(eq(productListings.shopId, shop.id), eq(productListings.locale, locale))!;

/** The tiles of the given listed products, in that order (those no longer listed left out). */
export async function listedCards(db: Executor, shop: Shop, locale: string, ids: string[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(listingCardColumns).from(productListings)
    .where(and(listedIn(shop, locale), inArray(productListings.productId, ids)));
  const byId = new Map(rows.map((row) => [row.productId, row]));
  return toProductCards(shop, locale, ids.flatMap((id) => byId.get(id) ?? []));
}

/** The maintained number of listed products of a category, or of the whole shop given its id. */
export async function listingTotal(db: Executor, scopeId: string, locale: string): Promise<number> {
  const [row] = await db.select({ n: listingCounts.products }).from(listingCounts)
    .where(and(eq(listingCounts.scopeId, scopeId), eq(listingCounts.locale, locale)));
  return row?.n ?? 0;
}

/**
 * One page of a category's listed products: in its listing position, read along the memberships'
 * (category, position) index, or in another sort, read along that sort's index of the read model.
 */
function categoryPage(db: Executor, shop: Shop, locale: string, categoryId: string, query: ListQuery) {
  const offset = (query.page - 1) * query.resultsPerPage;
  if (query.sort === 'position-asc' || query.sort === 'relevance') {
    return db.select(listingCardColumns).from(productCategories)
      .innerJoin(productListings, and(eq(productListings.productId, productCategories.productId), listedIn(shop, locale)))
      .where(eq(productCategories.categoryId, categoryId))
      .orderBy(asc(productCategories.position), asc(productCategories.productId))
      .limit(query.resultsPerPage).offset(offset);
  }
  return db.select(listingCardColumns).from(productListings)
    .where(and(listedIn(shop, locale), arrayContains(productListings.categoryIds, [categoryId])))
    .orderBy(...productOrder(query.sort)).limit(query.resultsPerPage).offset(offset);
}

/** One page of the visible products of a category, sorted (spec section 2, category page). */
export async function listCategoryProducts(shop: Shop, locale: string, categoryId: string, query: ListQuery): Promise<ProductList> {
  const db = await getDb();
  const [rows, total] = await Promise.all([categoryPage(db, shop, locale, categoryId, query), listingTotal(db, categoryId, locale)]);
  return {
    products: toProductCards(shop, locale, rows),
    totalNumberOfProducts: total,
    page: query.page,
    resultsPerPage: query.resultsPerPage,
    sort: query.sort,
  };
}
