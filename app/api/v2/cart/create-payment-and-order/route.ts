import { checkoutEndpoints } from '@/lib/contract/checkout';
import { cartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { placeOrder } from '@/lib/server/orders/place-order';

export const POST = handle(checkoutEndpoints.createPaymentAndOrder, async ({ shop, locale, cookies }) =>
  placeOrder(shop, locale, cartToken(shop, cookies), { oneStep: true }));
