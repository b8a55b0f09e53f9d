import { catalogEndpoints } from '@/lib/contract/catalog';
import { handle } from '@/lib/http/handle';
import { getCrossSellingPayload } from '@/lib/server/catalog/cross-selling-payload';
import { pricedForCountry } from '@/lib/server/markets/catalog-prices';

export const GET = handle(catalogEndpoints.getCrossSelling, async ({ shop, locale, shopperCountry, owner, params, query }) => {
  const payload = await getCrossSellingPayload(shop, locale, params.guid, { includeHidden: owner !== null, size: query.size });
  return { ...payload, products: await pricedForCountry(shop, locale, shopperCountry, payload.products) };
});
