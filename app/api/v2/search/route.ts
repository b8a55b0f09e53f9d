import { searchEndpoints } from '@/lib/contract/search';
import { handle } from '@/lib/http/handle';
import { defaultSearchSort } from '@/lib/catalog/listing';
import { searchInMarket } from '@/lib/server/markets/market-search';
import { filtersFromQuery, normalizeFilters } from '@/lib/server/search/filters';
import { searchCatalog } from '@/lib/server/search/search-products';

// Price filters are in the shopper's market's currency, as the answer's prices and price facet are.
export const POST = handle(searchEndpoints.search, async ({ shop, locale, shopperCountry, query, body }) =>
  searchInMarket(shop, locale, { country: shopperCountry },
    (currency) => normalizeFilters(body.filters, currency, (index) => `body.filters.${index}`),
    (filters) => searchCatalog(shop, locale, {
      q: body.query, sort: body.sort ?? defaultSearchSort(shop.beyond), page: query.page, resultsPerPage: query.resultsPerPage, filters,
    })));

export const GET = handle(searchEndpoints.searchByQuery, async ({ shop, locale, shopperCountry, query }) =>
  searchInMarket(shop, locale, { country: shopperCountry }, (currency) => filtersFromQuery(query, currency),
    (filters) => searchCatalog(shop, locale, {
      q: query.q, sort: query.sort ?? defaultSearchSort(shop.beyond), page: query.page, resultsPerPage: query.resultsPerPage, filters,
    })));
