import { checkoutEndpoints } from '@/lib/api/contract/checkout';
import { handle } from '@/lib/http/handle';
import { setBillingAddress } from '@/lib/server/checkout/cart-details';

export const POST = handle(checkoutEndpoints.setBillingAddress, async ({ shop, locale, cookies, body }) =>
  setBillingAddress(shop, locale, cookies, body.billingAddress));
