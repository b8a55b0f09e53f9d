'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { shopApi } from '@/lib/api/browser';
import { MethodChoice, type MethodOption } from './method-choice';
import { StepButtons } from './step-buttons';
import { useCheckoutCart, usePaymentMethods, useSetCart, useShippingMethods } from './use-checkout-queries';
import { useGoTo } from './use-step-navigation';
import styles from './checkout.module.css';
import { apiRoutes } from '@/lib/api/routes';

interface MethodStepProps {
  shop: string;
  step: 'shipping' | 'payment';
  hrefs: { previous: string; next: string };
}

/** Steps 2 and 3: choose a shipping or a payment method (with its price for this cart), then go on. */
export function MethodStep({ shop, step, hrefs }: MethodStepProps) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const goTo = useGoTo();
  const setCart = useSetCart(shop);
  const { data: cart } = useCheckoutCart(shop);
  const shipping = useShippingMethods(shop);
  const payment = usePaymentMethods(shop);
  const chosen = step === 'shipping' ? cart?.shippingMethod?.id : cart?.paymentMethod?.id;
  const [value, setValue] = useState<string | null>(chosen ?? null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const price = (amount: number, formatted: string) => (amount === 0 ? t('free') : formatted);
  const options: MethodOption[] = step === 'shipping'
    ? (shipping.data ?? []).map((m) => ({
      id: m.id, name: m.name, description: m.description, price: price(m.cartPrice.amount, m.cartPrice.formatted),
      note: m.freeFrom && m.cartPrice.amount > 0 ? t('freeFrom', { amount: m.freeFrom.formatted }) : undefined,
    }))
    : (payment.data ?? []).map((m) => ({ id: m.id, name: m.name, description: m.description, price: price(m.fee.amount, m.fee.formatted) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      const updated = step === 'shipping'
        ? await shopApi(apiRoutes.checkout.setShippingMethod, { body: { shippingMethod: value }, query: { locale } })
        : await shopApi(apiRoutes.checkout.setPaymentMethod, { body: { paymentMethod: value }, query: { locale } });
      setCart(updated);
      goTo(hrefs.next);
    } catch {
      // The notification overlay shows what failed.
      setBusy(false);
    }
  };

  return (
    <form className={styles.stepBody} noValidate onSubmit={submit} aria-label={t(step)}>
      <MethodChoice name={`${step}-method`} legend={t(step === 'shipping' ? 'shippingMethod' : 'paymentMethod')} options={options}
        value={value} onChange={(id) => { setValue(id); setMissing(false); }} error={missing ? t('chooseMethod') : undefined} />
      <StepButtons previousHref={hrefs.previous} previousLabel={t('previous')} nextLabel={t('next')} busy={busy} />
    </form>
  );
}
