import { cartEndpoints } from '@/lib/api/contract/cart';
import { handle } from '@/lib/http/handle';
import { getCart } from '@/lib/server/cart/get-cart';
import { addToCart } from '@/lib/server/cart/line-items';

export const GET = handle(cartEndpoints.getCart, async ({ shop, locale, cookies }) => getCart(shop, locale, cookies));

export const POST = handle(cartEndpoints.addToCart, async ({ shop, locale, cookies, body }) =>
  addToCart(shop, locale, cookies, body.productId, body.quantity));
