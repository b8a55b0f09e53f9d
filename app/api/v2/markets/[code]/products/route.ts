import { marketEndpoints } from '@/lib/contract/markets';
import { handle } from '@/lib/http/handle';
import { listMarketProducts } from '@/lib/server/markets/market-products';

export const GET = handle(marketEndpoints.listMarketProducts, async ({ shop, locale, params, query }) =>
  ({ items: await listMarketProducts(shop, params.code, { q: query.q, locale, limit: query.limit }) }));
