'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { cartQuery } from '@/lib/queries/cart';
import { IntentLink } from './intent-link';
import styles from './site-header.module.css';

/** The cart link with the number of items; the count is per shopper, so it is read in the browser. */
export function CartLink({ shop, href }: { shop: string; href: string }) {
  const t = useTranslations('Shell');
  // Stale at once (cartQuery): every page load shows the current count, whatever another tab changed.
  const { data } = useQuery(cartQuery(shop));
  const count = data?.lineItems.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <IntentLink href={href} className={`site-header__cart ${styles.cart}`}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="19" r="1.5" fill="currentColor" /><circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </svg>
      <span className={styles.cartLabel}>{t('cart')}</span>
      {count > 0 && <span className={styles.badge} aria-hidden="true">{count > 99 ? '99+' : count}</span>}
      {data && <span className="visually-hidden">{t('cartCount', { count })}</span>}
    </IntentLink>
  );
}
