import { checkoutEndpoints } from '@/lib/contract/checkout';
import { cartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { placeOrder } from '@/lib/server/orders/place-order';

export const POST = handle(checkoutEndpoints.placeOrder, async ({ shop, locale, cookies, body }) =>
  placeOrder(shop, locale, cartToken(shop, cookies), { paymentToken: body?.paymentToken }));
