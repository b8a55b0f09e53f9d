import { checkoutEndpoints } from '@/lib/contract/checkout';
import { cartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { setPaymentMethod } from '@/lib/server/checkout/cart-details';

export const POST = handle(checkoutEndpoints.setPaymentMethod, async ({ shop, locale, cookies, body }) =>
  setPaymentMethod(shop, locale, cartToken(shop, cookies), body.paymentMethod));
