import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { preparedStatement } from '@/lib/db/prepared';
import { categoryListings, listingCounts, productCategories, productListings } from '@/lib/db/schema';
import { SORT_OPTIONS, type SortOption } from '@/lib/catalog/listing';
import type { Shop } from '@/lib/server/shop/types';
import { listingCardColumns, toProductCards } from './product-cards';
import type { ProductCard, ProductList } from './types';

export interface ListQuery {
  sort: SortOption;
  page: number;
  resultsPerPage: number;
}

/** The columns a listing sorts by: the read model's, or a table's that holds them too (a category's rows). */
export interface SortKeys {
  id: SQL | AnyColumn;
  price: SQL | AnyColumn;
  name: SQL | AnyColumn;
  createdAt: SQL | AnyColumn;
}

const listingSortKeys: SortKeys = {
  id: productListings.productId, price: productListings.priceAmount, name: productListings.name, createdAt: productListings.createdAt,
};

/**
 * ORDER BY of a sort option, over the shopper's read model (product_listings) unless other keys are
 * given; each sort has an index of the read model, and of category_listings, in this order. The id breaks ties so that pages
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

const listedCardRows = preparedStatement((db) => db.select(listingCardColumns).from(productListings)
  .where(and(
    eq(productListings.shopId, sql.placeholder('shopId')), eq(productListings.locale, sql.placeholder('locale')),
    sql`${productListings.productId} = any(${sql.placeholder('ids')}::uuid[])`,
  ))
  .prepare('listed_card_rows'));

/** The tiles of the given listed products, in that order (those no longer listed left out). */
export async function listedCards(db: Database, shop: Shop, locale: string, ids: string[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await listedCardRows(db).execute({ shopId: shop.id, locale, ids });
  const byId = new Map(rows.map((row) => [row.productId, row]));
  return toProductCards(shop, locale, ids.flatMap((id) => byId.get(id) ?? []));
}

const listingTotalRow = preparedStatement((db) => db.select({ n: listingCounts.products }).from(listingCounts)
  .where(and(eq(listingCounts.scopeId, sql.placeholder('scopeId')), eq(listingCounts.locale, sql.placeholder('locale'))))
  .prepare('listing_total'));

/** The maintained number of listed products of a category, or of the whole shop given its id. */
export async function listingTotal(db: Database, scopeId: string, locale: string): Promise<number> {
  const [row] = await listingTotalRow(db).execute({ scopeId, locale });
  return row?.n ?? 0;
}

/** The parameters of a prepared page of listed products. */
const inListing = and(eq(productListings.shopId, sql.placeholder('shopId')), eq(productListings.locale, sql.placeholder('locale')))!;
const pageLimit = sql.placeholder('limit');
const pageOffset = sql.placeholder('offset');

/** One page of the shop's listed products per sort, prepared (lib/db/prepared.ts). */
const shopPages = new Map(SORT_OPTIONS.map((sort) => [sort, preparedStatement((db) => db.select(listingCardColumns).from(productListings)
  .where(inListing).orderBy(...productOrder(sort)).limit(pageLimit).offset(pageOffset).prepare(`shop_listing_page_${sort}`))]));

/** A category's sort keys: its maintained rows (category_listings) hold them, each sort with an index in its order. */
const categorySortKeys: SortKeys = {
  id: categoryListings.productId, price: categoryListings.priceAmount, name: categoryListings.name, createdAt: categoryListings.createdAt,
};

/**
 * The products of a category's page in a sort other than its position: a range of that sort's index of
 * category_listings, limited before the join (its rows are exactly the category's listed products),
 * so that the rows an offset skips are index entries, not tiles.
 */
const categoryPageKeys = (db: Database, sort: SortOption) => db.select({
  productId: categoryListings.productId, priceAmount: categoryListings.priceAmount, name: categoryListings.name, createdAt: categoryListings.createdAt,
}).from(categoryListings)
  .where(and(eq(categoryListings.categoryId, sql.placeholder('categoryId')), eq(categoryListings.locale, sql.placeholder('locale'))))
  .orderBy(...productOrder(sort, undefined, categorySortKeys)).limit(pageLimit).offset(pageOffset)
  .as('page');

/**
 * One page of a category's listed products per sort, prepared: in its listing position, read along the
 * memberships' (category, position) index; in another sort, along that sort's index of the category's
 * rows in category_listings. Either way page N reads N pages' rows of one index, whatever the size of
 * the category or the shop.
 */
const categoryPages = new Map(SORT_OPTIONS.map((sort) => [sort, preparedStatement((db) => {
  if (sort === 'position-asc' || sort === 'relevance') {
    return db.select(listingCardColumns).from(productCategories)
      .innerJoin(productListings, and(eq(productListings.productId, productCategories.productId), inListing))
      .where(eq(productCategories.categoryId, sql.placeholder('categoryId')))
      .orderBy(asc(productCategories.position), asc(productCategories.productId))
      .limit(pageLimit).offset(pageOffset).prepare(`category_listing_page_${sort}`);
  }
  const page = categoryPageKeys(db, sort);
  return db.select(listingCardColumns).from(page)
    .innerJoin(productListings, and(eq(productListings.productId, page.productId), inListing))
    .orderBy(...productOrder(sort, undefined, { id: page.productId, price: page.priceAmount, name: page.name, createdAt: page.createdAt }))
    .prepare(`category_listing_page_${sort}`);
})]));

const pageParameters = (shop: Shop, locale: string, query: ListQuery) =>
  ({ shopId: shop.id, locale, limit: query.resultsPerPage, offset: (query.page - 1) * query.resultsPerPage });

/** One page of the shop's listed products in a sort. */
export function shopListingPage(db: Database, shop: Shop, locale: string, query: ListQuery) {
  return shopPages.get(query.sort)!(db).execute(pageParameters(shop, locale, query));
}

/** One page of the visible products of a category, sorted (spec section 2, category page). */
export async function listCategoryProducts(shop: Shop, locale: string, categoryId: string, query: ListQuery): Promise<ProductList> {
  const db = await getDb();
  // The maintained total (one row) tells a page past the end, which then reads nothing.
  const total = await listingTotal(db, categoryId, locale);
  const parameters = { ...pageParameters(shop, locale, query), categoryId };
  const rows = parameters.offset >= total ? [] : await categoryPages.get(query.sort)!(db).execute(parameters);
  return {
    products: toProductCards(shop, locale, rows),
    totalNumberOfProducts: total,
    page: query.page,
    resultsPerPage: query.resultsPerPage,
    sort: query.sort,
  };
}
