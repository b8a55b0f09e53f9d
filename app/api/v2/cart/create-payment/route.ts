import { checkoutEndpoints } from '@/lib/contract/checkout';
import { readCartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { createPayment } from '@/lib/server/checkout/payment';

export const POST = handle(checkoutEndpoints.createPayment, async ({ shop, locale, cookies, body }) =>
  createPayment(shop, locale, readCartToken(shop, cookies), body.uris));
