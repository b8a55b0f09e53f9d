import { cartEndpoints } from '@/lib/contract/cart';
import { cartToken, readCartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { getCart } from '@/lib/server/cart/get-cart';
import { addToCart } from '@/lib/server/cart/line-items';

export const GET = handle(cartEndpoints.getCart, async ({ shop, locale, country, cookies }) => getCart(shop, locale, readCartToken(shop, cookies), country));

export const POST = handle(cartEndpoints.addToCart, async ({ shop, locale, country, shopperCountry, cookies, body }) =>
  addToCart(shop, locale, cartToken(shop, cookies), body.productId, body.quantity, { country, startIn: shopperCountry }));
