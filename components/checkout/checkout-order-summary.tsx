'use client';

import { useLocale, useTranslations } from 'next-intl';
import { cartTotalsRows } from './cart-totals-rows';
import { TotalsList } from './totals-list';
import { useCheckoutCart } from './use-checkout-queries';
import { regionName } from '@/lib/i18n/region-names';
import styles from './checkout.module.css';

/**
 * The order beside steps 1-3: each line with its quantity and price, then the totals, following the cart
 * as the step changes it (a chosen shipping method replaces the estimate).
 */
export function CheckoutOrderSummary({ shop }: { shop: string }) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const { data: cart } = useCheckoutCart(shop);
  if (!cart || cart.lineItems.length === 0) return null;
  return (
    <aside className={styles.orderSummary} aria-labelledby="checkout-order-summary">
      <h2 id="checkout-order-summary">{t('orderSummary')}</h2>
      <ul className={styles.summaryLines}>
        {cart.lineItems.map((line) => (
          <li key={line.lineItemId}>
            <span className={styles.methodText}>
              <span>{line.name}</span>
              {line.variationString && <span className={styles.muted}>{line.variationString}</span>}
              <span className={styles.muted}>{t('lineQuantity', { quantity: line.quantity, price: line.singleItemPrice.formatted })}</span>
            </span>
            <span className={styles.methodPrice}>{line.price.formatted}</span>
          </li>
        ))}
      </ul>
      <TotalsList rows={cartTotalsRows(cart, t)} />
      {cart.market.repriced && cart.market.country && (
        <p role="status">{t('repriced', { country: regionName(cart.market.country, locale), currency: cart.market.currency })}</p>
      )}
    </aside>
  );
}
