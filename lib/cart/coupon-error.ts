import { ApiError } from '@/lib/api/client';
import type { CartPayload } from '@/lib/contract/cart';

/** Why a coupon does not apply, as the cart shows it: a reason code and, when too small, the minimum. */
export interface CouponError {
  code: string;
  /** Formatted minimum order price, for LineItemsSubTotalTooSmall. */
  minimumOrderPrice?: string;
}

const REASON = /coupon failed.*Reason:\s*(\w+)/i;

/**
 * The coupon error a failed redeem stands for (spec section 8: a message containing 'coupon failed'
 * with 'Reason: ...'), or null when the call failed for another reason.
 */
export function couponErrorOf(error: unknown): CouponError | null {
  if (!(error instanceof ApiError)) return null;
  const code = REASON.exec(error.message)?.[1];
  if (!code) return null;
  // The 422 body of LineItemsSubTotalTooSmall carries the campaign minimum (couponErrorSchema).
  const minimum = error.body?.minimumOrderPrice as { formatted?: unknown } | undefined;
  return { code, minimumOrderPrice: typeof minimum?.formatted === 'string' ? minimum.formatted : undefined };
}

/** The first validation error of the coupon on a cart (only the first is shown), or null. */
export function cartCouponError(cart: Pick<CartPayload, 'coupon' | 'couponCampaign'>): CouponError | null {
  const code = cart.coupon?.validationErrors[0];
  if (!code) return null;
  return { code, minimumOrderPrice: cart.couponCampaign?.minimumOrderPrice?.formatted };
}
