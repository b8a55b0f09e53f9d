import { unitPriceFor, type BulkTier } from './bulk-price';
import { couponDiscount, type CouponRules } from './coupon';
import { shippingCharge, type ShippingRate } from './shipping';
import { includedTax } from './tax';

/** Largest amount an order may total: the orders table holds 32-bit integers. */
export const MAX_ORDER_AMOUNT = 2_147_483_647;

export interface PricedLineInput {
  quantity: number;
  basePriceAmount: number;
  bulkTiers: readonly BulkTier[];
}

export interface TotalsInput {
  lines: readonly PricedLineInput[];
  /** The coupon's discount rules when the coupon applies (no validation errors); else null. */
  coupon: Pick<CouponRules, 'discountType' | 'discountValue'> | null;
  shipping: ShippingRate | null;
  paymentFeeAmount: number;
  taxRateBasisPoints: number;
}

export interface Totals {
  lines: { unitPriceAmount: number; totalAmount: number }[];
  subtotal: number;
  discount: number;
  shipping: number;
  paymentFee: number;
  grandTotal: number;
  /** The tax included in the grand total (prices are gross). */
  tax: number;
  /** False when the total is beyond what an order can hold. */
  withinLimits: boolean;
}

/**
 * The totals of a cart, computed on the server in integer minor units: bulk prices per line, the
 * coupon on the line-item subtotal, shipping (`shippingCharge`: free from its threshold, measured after the discount),
 * the payment fee, and the tax included in the grand total at the shop's rate.
 */
export function computeTotals(input: TotalsInput): Totals {
  const lines = input.lines.map((line) => {
    const unitPriceAmount = unitPriceFor(line.basePriceAmount, line.bulkTiers, line.quantity);
    return { unitPriceAmount, totalAmount: unitPriceAmount * line.quantity };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.totalAmount, 0);
  const discount = input.coupon ? couponDiscount(input.coupon, subtotal) : 0;
  const goods = subtotal - discount;
  const shipping = input.shipping ? shippingCharge(input.shipping, goods, lines.length > 0) : 0;
  const paymentFee = lines.length === 0 ? 0 : input.paymentFeeAmount;
  const grandTotal = goods + shipping + paymentFee;
  return {
    lines, subtotal, discount, shipping, paymentFee, grandTotal,
    tax: includedTax(grandTotal, input.taxRateBasisPoints),
    withinLimits: grandTotal <= MAX_ORDER_AMOUNT && subtotal <= MAX_ORDER_AMOUNT,
  };
}
