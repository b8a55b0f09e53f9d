import { and, eq } from 'drizzle-orm';
import type { CartPayload, CouponFailureCode } from '@/lib/contract/cart';
import { carts, couponCampaigns, coupons } from '@/lib/db/schema';
import { withFormatted, type FormattedMoney } from '@/lib/money';
import { couponValidationErrors, normalizeCouponCode } from '@/lib/pricing/coupon';
import { BusinessRuleError } from '@/lib/server/errors';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import type { Shop } from '@/lib/server/shop/types';
import { writeCart } from './cart-write';
import { getCart, getCartById } from './get-cart';
import { couponRules, couponRulesIn, loadCartContents } from './load-cart';
import { priceCart } from './price-cart';

/** A coupon that cannot apply: 422 `coupon failed. Reason: <Code>`, with the campaign minimum when too small. */
export class CouponFailedError extends BusinessRuleError {
  constructor(readonly reason: CouponFailureCode, minimumOrderPrice?: FormattedMoney) {
    super(`coupon failed. Reason: ${reason}`, reason);
    if (minimumOrderPrice) this.details = { minimumOrderPrice };
  }
}

/** Puts a coupon on the browser's cart when it applies to the cart as it is now. */
export async function redeemCoupon(shop: Shop, locale: string, cartToken: BrowserToken, couponCode: string): Promise<CartPayload> {
  const code = normalizeCouponCode(couponCode);
  if (!code) throw new CouponFailedError('CouponIsEmpty');
  const cartId = await writeCart(shop, locale, cartToken, { create: true }, async (tx, cart) => {
    const [row] = await tx.select({ coupon: coupons, campaign: couponCampaigns }).from(coupons)
      .innerJoin(couponCampaigns, eq(couponCampaigns.id, coupons.campaignId))
      .where(and(eq(coupons.shopId, shop.id), eq(coupons.code, code)));
    if (!row) throw new CouponFailedError('CouponNotFound');
    const contents = await loadCartContents(tx, shop, locale, cart);
    const rules = await couponRulesIn(tx, row.campaign.id, couponRules(row.coupon, row.campaign), contents.pricing);
    const { totals } = priceCart(contents);
    const [reason] = couponValidationErrors(rules, totals.subtotal, new Date());
    if (reason) {
      const minimum = reason === 'LineItemsSubTotalTooSmall' && rules.minimumOrderAmount !== null
        ? withFormatted({ amount: rules.minimumOrderAmount, currency: contents.pricing.currency }, locale) : undefined;
      throw new CouponFailedError(reason, minimum);
    }
    await tx.update(carts).set({ couponId: row.coupon.id }).where(eq(carts.id, cart.id));
  });
  return getCartById(shop, locale, cartId);
}

/** Takes the coupon off the browser's cart; without a cart there is nothing to take off. */
export async function removeCoupon(shop: Shop, locale: string, cartToken: BrowserToken): Promise<CartPayload> {
  const cartId = await writeCart(shop, locale, cartToken, { create: false }, async (tx, cart) => {
    await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id));
  });
  return cartId ? getCartById(shop, locale, cartId) : getCart(shop, locale, cartToken.value);
}
