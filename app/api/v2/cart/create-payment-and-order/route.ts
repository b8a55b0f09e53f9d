import { checkoutEndpoints } from '@/lib/api/contract/checkout';
import { handle } from '@/lib/http/handle';
import { placeOrder } from '@/lib/server/orders/place-order';

export const POST = handle(checkoutEndpoints.createPaymentAndOrder, async ({ shop, locale, cookies }) =>
  placeOrder(shop, locale, cookies, { oneStep: true }));
