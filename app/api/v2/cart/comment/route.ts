import { checkoutEndpoints } from '@/lib/api/contract/checkout';
import { handle } from '@/lib/http/handle';
import { setCustomerComment } from '@/lib/server/checkout/cart-details';

export const POST = handle(checkoutEndpoints.setComment, async ({ shop, locale, cookies, body }) =>
  setCustomerComment(shop, locale, cookies, body.comment));
