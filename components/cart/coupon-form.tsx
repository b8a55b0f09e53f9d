'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import type { CartPayload } from '@/lib/contract/cart';
import styles from './cart.module.css';

interface CouponFormProps {
  cart: CartPayload;
  busy: boolean;
  errorId: string | undefined;
  onRedeem: (code: string) => Promise<boolean>;
  onRemove: () => void;
  onCodeChange: () => void;
}

/** The coupon field: redeem a code, or show and remove the one on the cart. */
export function CouponForm({ cart, busy, errorId, onRedeem, onRemove, onCodeChange }: CouponFormProps) {
  const t = useTranslations('Cart');
  const inputId = useId();
  const [code, setCode] = useState('');
  const hydrated = useHydrated();
  if (cart.coupon) {
    return (
      <div className={styles.coupon}>
        <p>{t('couponOnCart', { code: cart.coupon.code })}</p>
        <button type="button" className={styles.linkButton} onClick={onRemove} disabled={busy}>{t('removeCoupon')}</button>
      </div>
    );
  }
  if (!cart.canHaveCoupon) return null;
  return (
    <form
      className={styles.coupon}
      onSubmit={async (event) => {
        event.preventDefault();
        if (await onRedeem(code)) setCode('');
      }}
    >
      <label htmlFor={inputId}>{t('couponLabel')}</label>
      <div className={styles.couponRow}>
        <input
          id={inputId}
          value={code}
          required
          maxLength={100}
          autoComplete="off"
          disabled={!hydrated}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => {
            setCode(event.target.value);
            onCodeChange();
          }}
        />
        <button type="submit" disabled={busy || code === ''}>{t('redeem')}</button>
      </div>
    </form>
  );
}
