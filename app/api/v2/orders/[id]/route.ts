import { orderEndpoints } from '@/lib/contract/orders';
import { handle } from '@/lib/http/handle';
import { readSessionToken } from '@/lib/http/session-cookie';
import { getOrder } from '@/lib/server/orders/get-order';

export const GET = handle(orderEndpoints.getOrder, async ({ shop, locale, cookies, params, query }) =>
  getOrder(shop, locale, params.id, query.viewtoken, readSessionToken(shop, cookies)));
