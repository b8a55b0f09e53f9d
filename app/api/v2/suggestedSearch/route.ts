import { searchEndpoints } from '@/lib/contract/search';
import { handle } from '@/lib/http/handle';
import { suggestProducts } from '@/lib/server/search/suggest-products';

export const GET = handle(searchEndpoints.suggestedSearch, async ({ shop, locale, query }) =>
  suggestProducts(shop, locale, query));
