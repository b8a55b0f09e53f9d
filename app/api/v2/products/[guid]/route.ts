import { catalogEndpoints } from '@/lib/contract/catalog';
import { handle } from '@/lib/http/handle';
import { getProductPayload } from '@/lib/server/catalog/product-lookup';
import { onePricedForCountry } from '@/lib/server/markets/catalog-prices';

// `?slug=` names the product by its slug in the locale and wins over the path segment.
export const GET = handle(catalogEndpoints.getProduct, async ({ shop, locale, shopperCountry, owner, params, query }) =>
  onePricedForCountry(shop, locale, shopperCountry, await getProductPayload(shop, locale, query.slug ?? params.guid, { includeHidden: owner !== null })));
