import { checkoutEndpoints } from '@/lib/contract/checkout';
import { cartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { setShippingMethod } from '@/lib/server/checkout/cart-details';

export const POST = handle(checkoutEndpoints.setShippingMethod, async ({ shop, locale, cookies, body }) =>
  setShippingMethod(shop, locale, cartToken(shop, cookies), body.shippingMethod));
