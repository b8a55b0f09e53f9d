import { checkoutEndpoints } from '@/lib/api/contract/checkout';
import { handle } from '@/lib/http/handle';
import { listShippingMethodsForCart } from '@/lib/server/checkout/cart-methods';

export const GET = handle(checkoutEndpoints.listShippingMethods, async ({ shop, locale, cookies }) =>
  listShippingMethodsForCart(shop, locale, cookies));
