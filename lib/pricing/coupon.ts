/** Why a coupon cannot be used (spec section 8: 'coupon failed. Reason: <Code>'). */
export type CouponFailure =
  | 'CouponIsEmpty'
  | 'CouponNotFound'
  | 'CouponExpired'
  | 'LineItemsSubTotalTooSmall'
  | 'CouponUsageLimitReached';

/** The rules of a coupon and its campaign that decide whether, and how much, it discounts. */
export interface CouponRules {
  discountType: 'percentage' | 'amount';
  /** Basis points for a percentage (1000 = 10 %), minor units for an amount. */
  discountValue: number;
  minimumOrderAmount: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  usageCount: number;
}

/** The reasons a coupon does not apply to a cart with this line-item subtotal now; empty when it applies. */
export function couponValidationErrors(rules: CouponRules, subtotalAmount: number, now: Date): CouponFailure[] {
  const errors: CouponFailure[] = [];
  if ((rules.validFrom && now < rules.validFrom) || (rules.validUntil && now > rules.validUntil)) errors.push('CouponExpired');
  if (rules.usageLimit !== null && rules.usageCount >= rules.usageLimit) errors.push('CouponUsageLimitReached');
  if (rules.minimumOrderAmount !== null && subtotalAmount < rules.minimumOrderAmount) errors.push('LineItemsSubTotalTooSmall');
  return errors;
}

/**
 * The discount on a line-item subtotal: a percentage rounded half up to a minor unit, or a fixed
 * amount; never more than the subtotal, so a total can never turn negative.
 */
export function couponDiscount(rules: Pick<CouponRules, 'discountType' | 'discountValue'>, subtotalAmount: number): number {
  if (subtotalAmount <= 0 || rules.discountValue <= 0) return 0;
  const raw = rules.discountType === 'percentage'
    ? Number((BigInt(subtotalAmount) * BigInt(Math.min(rules.discountValue, 10000)) + 5000n) / 10000n)
    : rules.discountValue;
  return Math.min(raw, subtotalAmount);
}

/** Coupon codes are compared trimmed and upper-cased; the database stores them upper-cased. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
