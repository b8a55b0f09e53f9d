import { searchEndpoints } from '@/lib/contract/search';
import { handle } from '@/lib/http/handle';
import { pricedForCountry } from '@/lib/server/markets/catalog-prices';
import { suggestProducts } from '@/lib/server/search/suggest-products';

export const GET = handle(searchEndpoints.suggestedSearch, async ({ shop, locale, shopperCountry, query }) =>
  pricedForCountry(shop, locale, shopperCountry, await suggestProducts(shop, locale, query)));
