import { useTranslations } from 'next-intl';
import type { CartPayload } from '@/lib/contract/cart';
import styles from './cart.module.css';

/** Subtotal, discount, shipping, fees, included tax and the grand total of a cart. */
export function CartTotals({ totals }: { totals: CartPayload['totals'] }) {
  const t = useTranslations('Cart');
  return (
    <dl className={styles.totals}>
      <dt>{t('subtotal')}</dt><dd>{totals.subtotal.formatted}</dd>
      {totals.discount.amount !== 0 && <><dt>{t('discount')}</dt><dd>−{totals.discount.formatted}</dd></>}
      {totals.shipping.amount !== 0 && <><dt>{t('shipping')}</dt><dd>{totals.shipping.formatted}</dd></>}
      {totals.paymentFee.amount !== 0 && <><dt>{t('paymentFee')}</dt><dd>{totals.paymentFee.formatted}</dd></>}
      <dt className={styles.grandTotal}>{t('grandTotal')}</dt><dd className={styles.grandTotal}>{totals.grandTotal.formatted}</dd>
      <dt className={styles.taxNote}>{t('tax', { rate: totals.taxRateBasisPoints / 100 })}</dt><dd className={styles.taxNote}>{totals.tax.formatted}</dd>
    </dl>
  );
}
