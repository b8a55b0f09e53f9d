import { checkoutEndpoints } from '@/lib/api/contract/checkout';
import { handle } from '@/lib/http/handle';
import { placeOrder } from '@/lib/server/orders/place-order';

export const POST = handle(checkoutEndpoints.placeOrder, async ({ shop, locale, cookies, body }) =>
  placeOrder(shop, locale, cookies, { paymentToken: body?.paymentToken }));
