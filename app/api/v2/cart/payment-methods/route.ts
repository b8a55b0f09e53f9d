import { checkoutEndpoints } from '@/lib/contract/checkout';
import { readCartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { listPaymentMethodsForCart } from '@/lib/server/checkout/cart-methods';

export const GET = handle(checkoutEndpoints.listPaymentMethods, async ({ shop, locale, cookies }) =>
  listPaymentMethodsForCart(shop, locale, readCartToken(shop, cookies)));
