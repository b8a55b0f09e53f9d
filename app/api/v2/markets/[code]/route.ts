import { marketEndpoints } from '@/lib/contract/markets';
import { handle } from '@/lib/http/handle';
import { deleteMarket, putMarket } from '@/lib/server/markets/owner-markets';

export const PUT = handle(marketEndpoints.putMarket, async ({ shop, params, body }) => putMarket(shop, params.code, body));

export const DELETE = handle(marketEndpoints.deleteMarket, async ({ shop, params }) => deleteMarket(shop, params.code));
