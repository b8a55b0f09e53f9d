import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { preparedStatement } from '@/lib/db/prepared';
import { listingCounts, productCategories, productListings } from '@/lib/db/schema';
import { SORT_OPTIONS, type SortOption } from '@/lib/catalog/listing';
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

/**
 * One page of a category's listed products per sort, prepared: in its listing position, read along the
 * memberships' (category, position) index, or in another sort, read along that sort's index of the read model.
 */
const categoryPages = new Map(SORT_OPTIONS.map((sort) => [sort, preparedStatement((db) => (sort === 'position-asc' || sort === 'relevance'
  ? db.select(listingCardColumns).from(productCategories)
    .innerJoin(productListings, and(eq(productListings.productId, productCategories.productId), inListing))
    .where(eq(productCategories.categoryId, sql.placeholder('categoryId')))
    .orderBy(asc(productCategories.position), asc(productCategories.productId))
  : db.select(listingCardColumns).from(productListings)
    .where(and(inListing, sql`${productListings.categoryIds} @> array[${sql.placeholder('categoryId')}]::uuid[]`))
    .orderBy(...productOrder(sort)))
  .limit(pageLimit).offset(pageOffset).prepare(`category_listing_page_${sort}`))]));

/**
 * The sort keys as expressions no index yields in order (`+ 0`, `|| ''`): a category's page sorted by
 * them is found through the category's entries in the GIN index of `category_ids` and the top of its
 * rows sorted, a cost that follows the category's size. With the plain columns the planner walked the
 * sort's index of the whole shop until the category's products came up: prices follow categories, so
 * t-shirts by price descending came after 63,000 dearer products (1.6 s), and a department whose
 * products live in its children read all 99,000 to find none.
 */
const unorderedKeys: SortKeys = {
  id: productListings.productId, price: sql`(${productListings.priceAmount} + 0)`, name: sql`(${productListings.name} || '')`,
  createdAt: sql`(${productListings.createdAt} + interval '0 seconds')`,
};

/** One page of a category's listed products in a sort other than its position, read through the category's members. */
const smallCategoryPages = new Map(SORT_OPTIONS.map((sort) => [sort, preparedStatement((db) => db.select(listingCardColumns).from(productListings)
  .where(and(inListing, sql`${productListings.categoryIds} @> array[${sql.placeholder('categoryId')}]::uuid[]`))
  .orderBy(...productOrder(sort, undefined, unorderedKeys))
  .limit(pageLimit).offset(pageOffset).prepare(`small_category_listing_page_${sort}`))]));

/**
 * Which statement reads a category's page. In listing position, its memberships in order. In another
 * sort, its members (smallCategoryPages), unless the category holds a quarter of the shop or more: then
 * walking the sort's index finds its products among the first few times the page's end rows, however
 * the sort and the category correlate.
 */
function categoryPageStatement(sort: SortOption, categoryTotal: number, shopTotal: number) {
  if (sort === 'position-asc' || sort === 'relevance') return categoryPages.get(sort)!;
  return categoryTotal * 4 >= shopTotal ? categoryPages.get(sort)! : smallCategoryPages.get(sort)!;
}

const pageParameters = (shop: Shop, locale: string, query: ListQuery) =>
  ({ shopId: shop.id, locale, limit: query.resultsPerPage, offset: (query.page - 1) * query.resultsPerPage });

/** One page of the shop's listed products in a sort. */
export function shopListingPage(db: Database, shop: Shop, locale: string, query: ListQuery) {
  return shopPages.get(query.sort)!(db).execute(pageParameters(shop, locale, query));
}

/** One page of the visible products of a category, sorted (spec section 2, category page). */
export async function listCategoryProducts(shop: Shop, locale: string, categoryId: string, query: ListQuery): Promise<ProductList> {
  const db = await getDb();
  // The maintained totals (one row each) choose the statement, and a page past the end reads nothing.
  const [total, shopTotal] = await Promise.all([listingTotal(db, categoryId, locale), listingTotal(db, shop.id, locale)]);
  const parameters = { ...pageParameters(shop, locale, query), categoryId };
  const rows = parameters.offset >= total ? []
    : await categoryPageStatement(query.sort, total, shopTotal)(db).execute(parameters);
  return {
    products: toProductCards(shop, locale, rows),
    totalNumberOfProducts: total,
    page: query.page,
    resultsPerPage: query.resultsPerPage,
    sort: query.sort,
  };
}
