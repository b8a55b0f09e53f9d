import { searchEndpoints } from '@/lib/contract/search';
import { defaultSearchSort } from '@/lib/catalog/listing';
import { loadFirstSearchData, searchRequestQuery, type SearchData } from '@/lib/queries/search';
import type { SearchState } from '@/lib/search/search-url';
import { ValidationError } from '@/lib/server/errors';
import { searchInMarket } from '@/lib/server/markets/market-search';
import type { Shop } from '@/lib/server/shop/types';
import { filtersFromQuery } from './filters';
import { searchCatalog } from './search-products';

/**
 * The results the search page's browser island would load for its address, loaded here with the same
 * checks and batches as GET /search, to be handed over in the page. Null without a query or when the
 * API would refuse the search (a query or filters alone, as a brand suggestion links to): the island then asks the API itself and shows its error.
 */
export async function loadSearchPageData(shop: Shop, locale: string, state: SearchState, market?: string | null): Promise<SearchData | null> {
  if (state.q === '' && state.filters.length === 0) return null;
  const parsed = searchEndpoints.searchByQuery.query!.safeParse(searchRequestQuery(state));
  if (!parsed.success) return null;
  const sort = state.sort ?? defaultSearchSort(shop.beyond);
  try {
    // In the page's market (prices, price filter and facet), as the API answers for the market's country.
    return await loadFirstSearchData(state, (batch) => searchInMarket(shop, locale, { marketCode: market }, (currency) => filtersFromQuery(parsed.data, currency),
      (filters) => searchCatalog(shop, locale, { q: parsed.data.q, filters, sort, ...batch })));
  } catch (error) {
    // Filters GET /search would refuse: the island asks the API itself and shows its error.
    if (error instanceof ValidationError) return null;
    throw error;
  }
}
