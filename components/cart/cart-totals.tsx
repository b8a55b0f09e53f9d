import { useTranslations } from 'next-intl';
import type { CartPayload } from '@/lib/contract/cart';
import styles from './cart.module.css';

/**
 * Subtotal, discount, shipping, fees, included tax and the grand total of a cart. Until the shopper
 * chooses a shipping method, shipping and the total are the server's estimate with the shop's default
 * method, labelled as such, so the cart shows what checkout will charge; below them, how far free
 * shipping is, measured as the server measures it (the subtotal after discounts).
 */
export function CartTotals({ totals, estimate, market }: { totals: CartPayload['totals']; estimate: CartPayload['shippingEstimate']; market: CartPayload['market'] }) {
  const t = useTranslations('Cart');
  const estimated = estimate !== null && !estimate.isChosen;
  const shipping = estimate?.shipping ?? totals.shipping;
  const grandTotal = estimate?.grandTotal ?? totals.grandTotal;
  const tax = estimate?.tax ?? totals.tax;
  const free = estimate?.freeShipping;
  return (
    <>
      <dl className={styles.totals}>
        <dt>{t('subtotal')}</dt><dd>{totals.subtotal.formatted}</dd>
        {totals.discount.amount !== 0 && <><dt>{t('discount')}</dt><dd>−{totals.discount.formatted}</dd></>}
        {(estimate || shipping.amount !== 0) && (
          <><dt>{t(estimated ? 'shippingEstimate' : 'shipping')}</dt><dd>{shipping.amount === 0 ? t('free') : shipping.formatted}</dd></>
        )}
        {totals.paymentFee.amount !== 0 && <><dt>{t('paymentFee')}</dt><dd>{totals.paymentFee.formatted}</dd></>}
        <dt className={styles.grandTotal}>{t(estimated ? 'estimatedTotal' : 'grandTotal')}</dt><dd className={styles.grandTotal}>{grandTotal.formatted}</dd>
        <dt className={styles.taxNote}>
          {market.reverseCharge ? t('reverseCharge', { vatNumber: market.vatNumber ?? '' }) : t('tax', { rate: totals.taxRateBasisPoints / 100 })}
        </dt><dd className={styles.taxNote}>{tax.formatted}</dd>
      </dl>
      {free && (
        <p className={styles.freeShipping} data-reached={free.missing.amount === 0 || undefined}>
          {free.missing.amount === 0
            ? t('freeShippingReached', { threshold: free.threshold.formatted })
            : t('freeShippingMissing', { amount: free.missing.formatted })}
        </p>
      )}
    </>
  );
}
