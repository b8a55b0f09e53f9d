'use client';

import { useTranslations } from 'next-intl';
import { type CouponFailureCode } from '@/lib/contract/cart';
import type { CouponError } from '@/lib/cart/coupon-error';
import styles from './cart.module.css';
import { COUPON_FAILURES } from '@/lib/contract/limits';

/** The coupon's error (only the first, by code) or its success; an empty live region otherwise. */
export function CouponMessage({ id, error, succeeded }: { id: string; error: CouponError | null; succeeded: boolean }) {
  const t = useTranslations('CouponErrors');
  const tCart = useTranslations('Cart');
  let text: string | null = null;
  if (error) {
    text = (COUPON_FAILURES as readonly string[]).includes(error.code)
      ? t(error.code as CouponFailureCode, { minimum: error.minimumOrderPrice ?? '' })
      : t('other', { code: error.code });
  }
  return (
    <div id={id} aria-live="polite">
      {text && <p className={styles.alert}>{text}</p>}
      {!text && succeeded && <p className={styles.success}>{tCart('couponRedeemed')}</p>}
    </div>
  );
}
