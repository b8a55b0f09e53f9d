'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import type { CartPayload } from '@/lib/contract/cart';
import styles from './cart.module.css';

interface CouponFormProps {
  cart: CartPayload;
  busy: boolean;
  errorId: string | undefined;
  onRedeem: (code: string) => Promise<boolean>;
  onRemove: () => Promise<boolean>;
  onCodeChange: () => void;
}

/**
 * The coupon field: redeem a code, or show and remove the one on the cart. Its buttons keep focus while
 * the cart is busy (aria-disabled); once redeeming or removing has swapped one for the other, focus goes
 * to what took its place ("Remove coupon", or the code field), the live message saying what happened.
 */
export function CouponForm({ cart, busy, errorId, onRedeem, onRemove, onCodeChange }: CouponFormProps) {
  const t = useTranslations('Cart');
  const inputId = useId();
  const [code, setCode] = useState('');
  const hydrated = useHydrated();
  const hasCoupon = Boolean(cart.coupon);
  const removeButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // Set while the shopper's own redeem or remove runs: only then does focus follow the swap.
  const followSwap = useRef(false);
  useEffect(() => {
    if (!followSwap.current) return;
    followSwap.current = false;
    (hasCoupon ? removeButton.current : input.current)?.focus();
  }, [hasCoupon]);

  if (cart.coupon) {
    return (
      <div className={styles.coupon}>
        <p>{t('couponOnCart', { code: cart.coupon.code })}</p>
        <button ref={removeButton} type="button" className={styles.linkButton} aria-disabled={busy || undefined}
          onClick={async () => {
            if (busy) return;
            followSwap.current = true;
            if (!(await onRemove())) followSwap.current = false;
          }}>{t('removeCoupon')}</button>
      </div>
    );
  }
  if (!cart.canHaveCoupon) return null;
  return (
    <form
      className={styles.coupon}
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        followSwap.current = true;
        if (await onRedeem(code)) setCode('');
        else followSwap.current = false;
      }}
    >
      <label htmlFor={inputId}>{t('couponLabel')}</label>
      <div className={styles.couponRow}>
        <input
          ref={input}
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
        <button type="submit" disabled={code === ''} aria-disabled={busy || undefined}>{t('redeem')}</button>
      </div>
    </form>
  );
}
