import { checkoutEndpoints } from '@/lib/api/contract/checkout';
import { handle } from '@/lib/http/handle';
import { setPaymentMethod } from '@/lib/server/checkout/cart-details';

export const POST = handle(checkoutEndpoints.setPaymentMethod, async ({ shop, locale, cookies, body }) =>
  setPaymentMethod(shop, locale, cookies, body.paymentMethod));
