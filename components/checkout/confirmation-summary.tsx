'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { CartPayload } from '@/lib/contract/cart';
import { AddressText } from './address-text';
import { cartTotalsRows } from './cart-totals-rows';
import { TotalsList } from './totals-list';
import styles from './checkout.module.css';
import { LineItemsTable } from '@/components/order/line-items-table';
import cards from '@/components/order/summary-cards.module.css';

/** What will be ordered: items, addresses, methods and totals, each part linking back to its step. */
export function ConfirmationSummary({ cart, stepHrefs }: { cart: CartPayload; stepHrefs: { personalData: string; shipping: string; payment: string } }) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const change = (href: string, what: string) => <Link className={styles.change} href={href}>{t('change')}<span className="visually-hidden"> {what}</span></Link>;
  return (
    <div className={styles.summary}>
      <LineItemsTable
        lines={cart.lineItems.map((line) => ({ ...line, key: line.lineItemId }))}
        labels={{ caption: t('items'), product: t('product'), quantity: t('quantity'), unitPrice: t('unitPrice'), lineTotal: t('lineTotal') }}
      />
      <div className={cards.cards}>
        <section className={cards.card} aria-labelledby="summary-billing">
          <h2 id="summary-billing">{t('billingAddress')}</h2>
          {cart.billingAddress && <AddressText address={cart.billingAddress} locale={locale} />}
          {change(stepHrefs.personalData, t('billingAddress'))}
        </section>
        <section className={cards.card} aria-labelledby="summary-shipping">
          <h2 id="summary-shipping">{t('shippingAddress')}</h2>
          {cart.shippingAddress ? <AddressText address={cart.shippingAddress} locale={locale} /> : <p>{t('sameAsBilling')}</p>}
          {change(stepHrefs.personalData, t('shippingAddress'))}
        </section>
        <section className={cards.card} aria-labelledby="summary-shipping-method">
          <h2 id="summary-shipping-method">{t('shippingMethod')}</h2>
          <p>{cart.shippingMethod?.name}</p>
          {change(stepHrefs.shipping, t('shippingMethod'))}
        </section>
        <section className={cards.card} aria-labelledby="summary-payment-method">
          <h2 id="summary-payment-method">{t('paymentMethod')}</h2>
          <p>{cart.paymentMethod?.name}</p>
          {change(stepHrefs.payment, t('paymentMethod'))}
        </section>
      </div>
      <TotalsList rows={cartTotalsRows(cart, t)} />
    </div>
  );
}
