import { checkoutEndpoints } from '@/lib/api/contract/checkout';
import { handle } from '@/lib/http/handle';
import { setShippingMethod } from '@/lib/server/checkout/cart-details';

export const POST = handle(checkoutEndpoints.setShippingMethod, async ({ shop, locale, cookies, body }) =>
  setShippingMethod(shop, locale, cookies, body.shippingMethod));
