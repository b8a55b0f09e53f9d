import { and, count, type SQL } from 'drizzle-orm';
import { type FacetPayload } from '@/lib/contract/search';
import { getDb, type Executor } from '@/lib/db';
import { productListings } from '@/lib/db/schema';
import type { SortOption } from '@/lib/catalog/listing';
import { listedIn, productOrder } from '@/lib/server/catalog/list-products';
import { listingCardColumns, toProductCards } from '@/lib/server/catalog/product-cards';
import { toCardPayload } from '@/lib/server/catalog/product-payload';
import type { ProductCard, ProductList } from '@/lib/server/catalog/types';
import type { Shop } from '@/lib/server/shop/types';
import { allFilters, exactQuery, filterConditions, textMatch } from './conditions';
import { searchFacets } from './facets';
import { noFilters, type SearchFilters } from './filters';
import { correctableWords, findsFew, nearSpellings } from './typo-tolerance';
import { MAX_SEARCH_LENGTH } from '@/lib/contract/limits';

export interface SearchQuery {
  q: string;
  sort: SortOption;
  page: number;
  resultsPerPage: number;
  /** Facet filters; none by default. */
  filters?: SearchFilters;
}

/**
 * What matches the text: the words as typed, and when they find few products, also near spellings of
 * the misspelt ones (4+ letters), ranked below the exact matches.
 */
async function matchText(db: Executor, shop: Shop, locale: string, q: string) {
  const text = q.slice(0, MAX_SEARCH_LENGTH).trim();
  const words = correctableWords(text);
  const tolerant = words.length > 0 && await findsFew(db, shop, locale, exactQuery(locale, text));
  return textMatch(locale, text, tolerant ? await nearSpellings(db, shop, locale, words) : undefined);
}

/** The pieces of one search: what matches the text, each facet's filter and the order of results. */
async function prepare(db: Executor, shop: Shop, locale: string, query: SearchQuery) {
  const text = await matchText(db, shop, locale, query.q);
  const conditions = filterConditions(query.filters ?? noFilters());
  const base = and(listedIn(shop, locale), text?.where)!;
  // Ties in rank fall back to the name and then the id, so that pages never overlap.
  const order = query.sort === 'relevance' && text ? [...text.relevance, ...productOrder('name-asc')] : productOrder(query.sort);
  return { base, conditions, order };
}

async function pageOf(db: Executor, shop: Shop, locale: string, where: SQL, order: SQL[], query: SearchQuery): Promise<ProductCard[]> {
  const rows = await db.select(listingCardColumns).from(productListings)
    .where(where).orderBy(...order).limit(query.resultsPerPage).offset((query.page - 1) * query.resultsPerPage);
  return toProductCards(db, shop, locale, rows);
}

/**
 * Visible products matching a query in the locale (stored full-text document, near spellings when it
 * finds few) and the filters, one page of them; ranked by relevance unless sorted otherwise.
 */
export async function searchProducts(shop: Shop, locale: string, query: SearchQuery): Promise<ProductList> {
  const db = await getDb();
  const { base, conditions, order } = await prepare(db, shop, locale, query);
  const where = and(base, allFilters(conditions))!;
  const [cards, [total]] = await Promise.all([
    pageOf(db, shop, locale, where, order, query),
    db.select({ n: count() }).from(productListings).where(where),
  ]);
  return { products: cards, totalNumberOfProducts: total?.n ?? 0, page: query.page, resultsPerPage: query.resultsPerPage, sort: query.sort };
}

/** The API's search: one page of products as API tiles, the total and the facets with their counts. */
export async function searchCatalog(shop: Shop, locale: string, query: SearchQuery) {
  const db = await getDb();
  const { base, conditions, order } = await prepare(db, shop, locale, query);
  const [cards, { total, facets }] = await Promise.all([
    pageOf(db, shop, locale, and(base, allFilters(conditions))!, order, query),
    searchFacets(db, shop, locale, base, conditions, query.filters ?? noFilters()),
  ]);
  return {
    products: cards.map(toCardPayload),
    totalNumberOfProducts: total,
    facets: facets satisfies FacetPayload[],
    sort: query.sort,
    page: query.page,
    resultsPerPage: query.resultsPerPage,
  };
}
