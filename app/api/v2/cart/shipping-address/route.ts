import { checkoutEndpoints } from '@/lib/contract/checkout';
import { cartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { setShippingAddress } from '@/lib/server/checkout/cart-details';

export const POST = handle(checkoutEndpoints.setShippingAddress, async ({ shop, locale, cookies, body }) =>
  setShippingAddress(shop, locale, cartToken(shop, cookies), body.shippingAddress));
