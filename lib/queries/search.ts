import type { InfiniteData } from '@tanstack/react-query';
import type { ProductCardPayload } from '@/lib/contract/catalog';
import type { FacetPayload } from '@/lib/contract/search';
import { DEFAULT_RESULTS_PER_PAGE, type SortOption } from '@/lib/catalog/listing';
import { pageBatches, type PageBatch } from '@/lib/search/page-cap';
import { filterParams, filtersKey, type SearchState } from '@/lib/search/search-url';
import { queryKeys } from './keys';

/*
 * The search results' cache entry, shared by the browser's infinite query and the server page that
 * fills it before the browser asks: both load through these functions, so they hold the same data.
 */

/** Search results are listed 12 to a page. */
export const SEARCH_PER_PAGE = DEFAULT_RESULTS_PER_PAGE;

/** Listing pages `from + 1 .. to` of one search, as one entry of the infinite query. */
export interface SearchPagesParam {
  from: number;
  to: number;
}

/** One answer of the search API, as far as the results page reads it. */
export interface SearchBatch {
  products: ProductCardPayload[];
  totalNumberOfProducts: number;
  /** The total and facet counts are lower bounds (more than 1,000 matches): shown as "1,000+". */
  totalIsEstimate: boolean;
  facets: FacetPayload[];
  sort: SortOption;
  /** When nothing matched: the nearest spelling that finds products, and popular products to show instead. */
  didYouMean: string | null;
  popular: ProductCardPayload[];
}

/** Listing pages up to `to`, with the total and the facets of the first batch. */
export interface SearchPages extends SearchBatch {
  to: number;
}

export type SearchData = InfiniteData<SearchPages, SearchPagesParam>;

/** The cache key of a search: the pages loaded grow inside one entry, so the page is not part of it. */
export function searchQueryKey(shop: string, locale: string, state: SearchState) {
  return queryKeys.search(shop, locale, state.q, state.sort ?? '', filtersKey(state.filters));
}

/** The cache key as one string: the server page and the island compare what they show by it. */
export const searchKeyOf = (shop: string, locale: string, state: SearchState) => JSON.stringify(searchQueryKey(shop, locale, state));

/** The GET /search parameters of a search, without page and page size: q, sort and repeated facet filters. */
export function searchRequestQuery(state: SearchState): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = { ...filterParams(state.filters), q: state.q };
  if (state.sort) query.sort = state.sort;
  return query;
}

/** The first load of a search: every page up to the address's page. */
export function firstSearchParam(state: SearchState): SearchPagesParam {
  return { from: 0, to: state.page };
}

/** Loads listing pages `from + 1 .. to` in batches of at most 100 products, all batches at once. */
export async function loadSearchPages({ from, to }: SearchPagesParam, loadBatch: (batch: PageBatch) => Promise<SearchBatch>): Promise<SearchPages> {
  const answers = await Promise.all(pageBatches(from, to, SEARCH_PER_PAGE).map(loadBatch));
  const first = answers[0]!;
  // The first batch starts exactly at page `from + 1`; the last may reach beyond page `to`.
  const products = answers.flatMap((answer) => answer.products).slice(0, (to - from) * SEARCH_PER_PAGE);
  return {
    products, totalNumberOfProducts: first.totalNumberOfProducts, totalIsEstimate: first.totalIsEstimate, facets: first.facets, sort: first.sort,
    didYouMean: first.didYouMean, popular: first.popular, to,
  };
}

/** The infinite query's data after its first load, as the server hands it to the browser. */
export async function loadFirstSearchData(state: SearchState, loadBatch: (batch: PageBatch) => Promise<SearchBatch>): Promise<SearchData> {
  const param = firstSearchParam(state);
  return { pages: [await loadSearchPages(param, loadBatch)], pageParams: [param] };
}
