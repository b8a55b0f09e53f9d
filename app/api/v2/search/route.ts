import { searchEndpoints } from '@/lib/contract/search';
import { handle } from '@/lib/http/handle';
import { defaultSearchSort } from '@/lib/catalog/listing';
import { searchPricedForCountry } from '@/lib/server/markets/catalog-prices';
import { filtersFromQuery, normalizeFilters } from '@/lib/server/search/filters';
import { searchCatalog } from '@/lib/server/search/search-products';

export const POST = handle(searchEndpoints.search, async ({ shop, locale, shopperCountry, query, body }) =>
  searchPricedForCountry(shop, locale, shopperCountry, await searchCatalog(shop, locale, {
    q: body.query, sort: body.sort ?? defaultSearchSort(shop.beyond), page: query.page, resultsPerPage: query.resultsPerPage,
    filters: normalizeFilters(body.filters, shop.currency, (index) => `body.filters.${index}`),
  })));

export const GET = handle(searchEndpoints.searchByQuery, async ({ shop, locale, shopperCountry, query }) =>
  searchPricedForCountry(shop, locale, shopperCountry, await searchCatalog(shop, locale, {
    q: query.q, sort: query.sort ?? defaultSearchSort(shop.beyond), page: query.page, resultsPerPage: query.resultsPerPage,
    filters: filtersFromQuery(query, shop.currency),
  })));
