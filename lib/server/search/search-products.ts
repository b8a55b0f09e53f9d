import { type FacetPayload } from '@/lib/contract/search';
import { getDb, type Executor } from '@/lib/db';
import type { SortOption } from '@/lib/catalog/listing';
import { listedCards, listedIn } from '@/lib/server/catalog/list-products';
import { toCardPayload } from '@/lib/server/catalog/product-payload';
import type { Shop } from '@/lib/server/shop/types';
import { keptAnswer } from './answer-cache';
import { filterConditions, textMatch } from './conditions';
import { searchFacets, type FacetedResult } from './facets';
import { noFilters, type SearchFilters } from './filters';
import { correctableWords, FEW_MATCHES, nearSpellings } from './typo-tolerance';
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
 * The search as typed, and when the words as typed find few products (fewer than FEW_MATCHES, filters
 * aside), again with near spellings of the misspelt ones (4+ letters), ranked below the exact matches.
 */
async function matchWithTolerance(db: Executor, shop: Shop, locale: string, query: Required<SearchQuery>): Promise<FacetedResult> {
  const { q: text, filters } = query;
  const search = (near?: Map<string, string[]>) => {
    const match = textMatch(shop, locale, text, near);
    return searchFacets(db, shop, locale, {
      // A text match names its shop and locale through the text index alone (searchScope).
      base: match?.where ?? listedIn(shop, locale), text: match, conditions: filterConditions(filters), filters,
      sort: query.sort, page: query.page, resultsPerPage: query.resultsPerPage,
    });
  };
  const exact = await search();
  const words = correctableWords(text);
  if (words.length === 0 || exact.matches >= FEW_MATCHES) return exact;
  const near = await nearSpellings(db, shop, locale, words);
  return near.size > 0 ? search(near) : exact;
}

/**
 * The API's search: visible products matching the query in the locale (stored full-text document, near
 * spellings when it finds few) and the filters, one page of them as API tiles, ranked by relevance
 * unless sorted otherwise, the total and the facets with their counts.
 */
export async function searchCatalog(shop: Shop, locale: string, query: SearchQuery) {
  const db = await getDb();
  const question: Required<SearchQuery> = {
    q: query.q.slice(0, MAX_SEARCH_LENGTH).trim(), sort: query.sort, page: query.page, resultsPerPage: query.resultsPerPage,
    filters: query.filters ?? noFilters(),
  };
  // The matches and their facets are kept per catalogue version; the page's tiles are read afresh.
  const { total, pageIds, facets } = await keptAnswer(db, shop, locale, ['search', question], () => matchWithTolerance(db, shop, locale, question));
  const cards = await listedCards(db, shop, locale, pageIds);
  return {
    products: cards.map(toCardPayload),
    totalNumberOfProducts: total,
    facets: facets satisfies FacetPayload[],
    sort: query.sort,
    page: query.page,
    resultsPerPage: query.resultsPerPage,
  };
}
