import { checkoutEndpoints } from '@/lib/contract/checkout';
import { cartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { setBillingAddress } from '@/lib/server/checkout/cart-details';

export const POST = handle(checkoutEndpoints.setBillingAddress, async ({ shop, locale, cookies, body }) =>
  setBillingAddress(shop, locale, cartToken(shop, cookies), body.billingAddress));
