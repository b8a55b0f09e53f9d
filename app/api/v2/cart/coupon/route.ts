import { cartEndpoints } from '@/lib/contract/cart';
import { cartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { redeemCoupon, removeCoupon } from '@/lib/server/cart/coupon';

export const POST = handle(cartEndpoints.redeemCoupon, async ({ shop, locale, cookies, body }) =>
  redeemCoupon(shop, locale, cartToken(shop, cookies), body.couponCode));

export const DELETE = handle(cartEndpoints.removeCoupon, async ({ shop, locale, cookies }) => removeCoupon(shop, locale, cartToken(shop, cookies)));
