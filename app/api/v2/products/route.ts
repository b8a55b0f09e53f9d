import { catalogEndpoints } from '@/lib/contract/catalog';
import { handle } from '@/lib/http/handle';
import { listProducts } from '@/lib/server/catalog/product-listing';
import { pricedForCountry } from '@/lib/server/markets/catalog-prices';

export const GET = handle(catalogEndpoints.listProducts, async ({ shop, locale, shopperCountry, owner, query }) => {
  const list = await listProducts(shop, locale, query, { includeHidden: owner !== null });
  return { ...list, products: await pricedForCountry(shop, locale, shopperCountry, list.products) };
});
