import { checkoutEndpoints } from '@/lib/contract/checkout';
import { cartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { setCustomerComment } from '@/lib/server/checkout/cart-details';

export const POST = handle(checkoutEndpoints.setComment, async ({ shop, locale, cookies, body }) =>
  setCustomerComment(shop, locale, cartToken(shop, cookies), body.comment));
