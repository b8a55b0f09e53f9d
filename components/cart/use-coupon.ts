'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showApiError, shopApi } from '@/lib/api/browser';
import { couponErrorOf, type CouponError } from '@/lib/cart/coupon-error';
import { queryKeys } from '@/lib/queries/keys';
import { cartRoutes } from '@/lib/api/routes/cart';

/** Spec section 9: a coupon error shows for 5 seconds. */
export const COUPON_ERROR_MS = 5000;

/** Redeeming and removing the cart's coupon, with the error and success states of spec section 4. */
export function useCoupon(shop: string) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<CouponError | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), COUPON_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  async function run(request: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    try {
      await request();
      return true;
    } catch (failure) {
      const couponError = couponErrorOf(failure);
      if (couponError) setError(couponError);
      else showApiError(failure);
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Redeems a code (trimmed); an empty one fails on the client with CouponIsEmpty. */
  async function redeem(code: string): Promise<boolean> {
    setError(null);
    const couponCode = code.trim();
    if (!couponCode) {
      setError({ code: 'CouponIsEmpty' });
      return false;
    }
    const redeemed = await run(async () => {
      queryClient.setQueryData(queryKeys.cart(shop), await shopApi(cartRoutes.redeemCoupon, { body: { couponCode } }, { silent: true }));
    });
    setSucceeded(redeemed);
    return redeemed;
  }

  /** Removes the cart's coupon; whether it was removed. */
  async function remove(): Promise<boolean> {
    setError(null);
    setSucceeded(false);
    return run(async () => {
      queryClient.setQueryData(queryKeys.cart(shop), await shopApi(cartRoutes.removeCoupon, {}, { silent: true }));
    });
  }

  return {
    busy,
    error,
    succeeded,
    redeem,
    remove,
    clearError: () => setError(null),
    /** A later cart update ends the success message. */
    clearSuccess: () => setSucceeded(false),
  };
}
