import { checkoutEndpoints } from '@/lib/contract/checkout';
import { readCartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { listShippingMethodsForCart } from '@/lib/server/checkout/cart-methods';

export const GET = handle(checkoutEndpoints.listShippingMethods, async ({ shop, locale, cookies }) =>
  listShippingMethodsForCart(shop, locale, readCartToken(shop, cookies)));
