import { catalogEndpoints } from '@/lib/contract/catalog';
import { handle } from '@/lib/http/handle';
import { listProducts } from '@/lib/server/catalog/product-listing';

export const GET = handle(catalogEndpoints.listProducts, async ({ shop, locale, owner, query }) =>
  listProducts(shop, locale, query, { includeHidden: owner !== null }));
