import { marketEndpoints } from '@/lib/contract/markets';
import { handle } from '@/lib/http/handle';
import { deleteMarketPrice, putMarketPrice } from '@/lib/server/markets/owner-markets';

export const PUT = handle(marketEndpoints.putMarketPrice, async ({ shop, params, body }) =>
  putMarketPrice(shop, params.code, params.productId, body.priceAmount));

export const DELETE = handle(marketEndpoints.deleteMarketPrice, async ({ shop, params }) => deleteMarketPrice(shop, params.code, params.productId));
