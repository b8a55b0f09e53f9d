import { searchEndpoints } from '@/lib/contract/search';
import { handle } from '@/lib/http/handle';
import { pricedForCountry } from '@/lib/server/markets/catalog-prices';
import { suggestGroups } from '@/lib/server/search/suggest-groups';

export const GET = handle(searchEndpoints.suggestedSearchGroups, async ({ shop, locale, shopperCountry, query }) => {
  const groups = await suggestGroups(shop, locale, query);
  return { ...groups, products: await pricedForCountry(shop, locale, shopperCountry, groups.products) };
});
