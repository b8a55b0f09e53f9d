import { searchEndpoints } from '@/lib/contract/search';
import { defaultSearchSort } from '@/lib/catalog/listing';
import { loadFirstSearchData, searchRequestQuery, type SearchData } from '@/lib/queries/search';
import type { SearchState } from '@/lib/search/search-url';
import { ValidationError } from '@/lib/server/errors';
import { searchPricedForMarket } from '@/lib/server/markets/catalog-prices';
import type { Shop } from '@/lib/server/shop/types';
import { filtersFromQuery, type SearchFilters } from './filters';
import { searchCatalog } from './search-products';

/** The filters GET /search would apply to a search, or null when it would answer 400. */
function acceptedSearch(shop: Shop, state: SearchState): { q: string; filters: SearchFilters } | null {
  const parsed = searchEndpoints.searchByQuery.query!.safeParse(searchRequestQuery(state));
  if (!parsed.success) return null;
  try {
    return { q: parsed.data.q, filters: filtersFromQuery(parsed.data, shop.currency) };
  } catch (error) {
    if (error instanceof ValidationError) return null;
    throw error;
  }
}

/**
 * The results the search page's browser island would load for its address, loaded here with the same
 * checks and batches as GET /search, to be handed over in the page. Null without a query or when the
 * API would refuse the search (a query or filters alone, as a brand suggestion links to): the island then asks the API itself and shows its error.
 */
export async function loadSearchPageData(shop: Shop, locale: string, state: SearchState, market?: string | null): Promise<SearchData | null> {
  if (state.q === '' && state.filters.length === 0) return null;
  const search = acceptedSearch(shop, state);
  if (!search) return null;
  const sort = state.sort ?? defaultSearchSort(shop.beyond);
  // Priced for the page's market, as the API prices its answers for the market's country.
  return loadFirstSearchData(state, async (batch) => searchPricedForMarket(shop, locale, market, await searchCatalog(shop, locale, { ...search, sort, ...batch })));
}
