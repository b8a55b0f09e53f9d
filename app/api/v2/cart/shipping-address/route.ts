import { checkoutEndpoints } from '@/lib/api/contract/checkout';
import { handle } from '@/lib/http/handle';
import { setShippingAddress } from '@/lib/server/checkout/cart-details';

export const POST = handle(checkoutEndpoints.setShippingAddress, async ({ shop, locale, cookies, body }) =>
  setShippingAddress(shop, locale, cookies, body.shippingAddress));
