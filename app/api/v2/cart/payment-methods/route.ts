import { checkoutEndpoints } from '@/lib/api/contract/checkout';
import { handle } from '@/lib/http/handle';
import { listPaymentMethodsForCart } from '@/lib/server/checkout/cart-methods';

export const GET = handle(checkoutEndpoints.listPaymentMethods, async ({ shop, locale, cookies }) =>
  listPaymentMethodsForCart(shop, locale, cookies));
