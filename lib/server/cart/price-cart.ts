import { couponValidationErrors, type CouponFailure } from '@/lib/pricing/coupon';
import { computeTotals, type Totals } from '@/lib/pricing/totals';
import type { CartContents, CartLine } from './load-cart';

export interface PricedCart {
  totals: Totals;
  /** Why the cart's coupon does not apply now (its discount is then left out); empty when it does. */
  couponErrors: CouponFailure[];
  /** Every line is still sold and within its stock. */
  quantityValid: boolean;
  /** The cart has lines and a total an order can hold. */
  priceValid: boolean;
}

/** Whether a line can be ordered as it stands. */
export function isLineAvailable(line: CartLine): boolean {
  return line.isSellable && line.quantity <= line.stockLevel;
}

/**
 * Prices a cart from its current contents, all in its market's currency: bulk prices, the coupon if it
 * still applies, shipping, fee, and the tax of the delivery country per line's tax class (gross or net as the market shows prices).
 */
export function priceCart(contents: CartContents, now = new Date()): PricedCart {
  const base = {
    lines: contents.lines,
    shipping: contents.shippingMethod,
    paymentFeeAmount: contents.paymentMethod?.feeAmount ?? 0,
    taxRateBasisPoints: contents.pricing.rates.standard,
    pricesIncludeTax: contents.pricing.market.pricesIncludeTax,
  };
  const withoutCoupon = computeTotals({ ...base, coupon: null });
  const couponErrors = contents.coupon ? couponValidationErrors(contents.coupon.rules, withoutCoupon.subtotal, now) : [];
  const totals = contents.coupon && couponErrors.length === 0 ? computeTotals({ ...base, coupon: contents.coupon.rules }) : withoutCoupon;
  return {
    totals,
    couponErrors,
    quantityValid: contents.lines.every(isLineAvailable),
    priceValid: contents.lines.length > 0 && totals.withinLimits,
  };
}
