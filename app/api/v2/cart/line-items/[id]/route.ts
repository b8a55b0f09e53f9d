import { cartEndpoints } from '@/lib/contract/cart';
import { cartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { removeLineItem, updateLineItem } from '@/lib/server/cart/line-items';

export const PUT = handle(cartEndpoints.updateLineItem, async ({ shop, locale, cookies, params, body }) =>
  updateLineItem(shop, locale, cartToken(shop, cookies), params.id, body));

export const DELETE = handle(cartEndpoints.removeLineItem, async ({ shop, locale, cookies, params }) =>
  removeLineItem(shop, locale, cartToken(shop, cookies), params.id));
