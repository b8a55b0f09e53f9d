import { checkoutEndpoints } from '@/lib/api/contract/checkout';
import { handle } from '@/lib/http/handle';
import { createPayment } from '@/lib/server/checkout/payment';

export const POST = handle(checkoutEndpoints.createPayment, async ({ shop, locale, cookies, body }) =>
  createPayment(shop, locale, cookies, body.uris));
