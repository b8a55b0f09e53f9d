'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { shopApi } from '@/lib/api/browser';
import { cartBasket, paymentInfoEvent, shippingInfoEvent } from '@/lib/analytics/ecommerce';
import { pushEvent } from '@/lib/analytics/push-event';
import { MethodChoice, type MethodOption } from './method-choice';
import { StepButtons } from './step-buttons';
import { useCheckoutCart, usePaymentMethods, useSetCart, useShippingMethods } from './use-checkout-queries';
import { useGoTo } from './use-step-navigation';
import styles from './checkout.module.css';
import { checkoutRoutes } from '@/lib/api/routes/checkout';

interface MethodStepProps {
  shop: string;
  step: 'shipping' | 'payment';
  hrefs: { previous: string; next: string };
}

/** Saves the cart's shipping or payment method through the API, answering the updated cart. */
function saveMethod(step: MethodStepProps['step'], id: string, locale: string, silent = false) {
  return step === 'shipping'
    ? shopApi(checkoutRoutes.setShippingMethod, { body: { shippingMethod: id }, query: { locale } }, { silent })
    : shopApi(checkoutRoutes.setPaymentMethod, { body: { paymentMethod: id }, query: { locale } }, { silent });
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
  // The shop's default (the one shipping method the cart's estimate assumed, the only payment method)
  // stands chosen when the cart has none yet, and is saved at once so that the totals include it.
  const preselect = chosen ? undefined : (step === 'shipping' ? shipping.data : payment.data)?.find((m) => m.isDefault)?.id;
  const [value, setValue] = useState<string | null>(chosen ?? preselect ?? null);
  const preselecting = useRef<Promise<unknown> | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const price = (amount: number, formatted: string) => (amount === 0 ? t('free') : formatted);
  const options: MethodOption[] = step === 'shipping'
    ? (shipping.data ?? []).map((m) => ({
      id: m.id, name: m.name, description: m.description, price: price(m.cartPrice.amount, m.cartPrice.formatted),
      note: m.freeFrom && m.cartPrice.amount > 0 ? t('freeFrom', { amount: m.freeFrom.formatted }) : undefined,
    }))
    : (payment.data ?? []).map((m) => ({ id: m.id, name: m.name, description: m.description, price: price(m.fee.amount, m.fee.formatted) }));

  useEffect(() => {
    if (!preselect || preselecting.current) return;
    setValue((current) => current ?? preselect);
    // Should it fail, continuing saves the choice again and says why.
    preselecting.current = saveMethod(step, preselect, locale, true).then(setCart, () => undefined);
  }, [preselect, step, locale, setCart]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!value) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      // The shopper's choice is saved after the preselection, never overtaken by it.
      await preselecting.current;
      const saved = await saveMethod(step, value, locale);
      setCart(saved);
      const basket = cartBasket(saved);
      if (step === 'shipping' && saved.shippingMethod) pushEvent(shippingInfoEvent(basket, saved.shippingMethod.name));
      if (step === 'payment' && saved.paymentMethod) pushEvent(paymentInfoEvent(basket, saved.paymentMethod.name));
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
