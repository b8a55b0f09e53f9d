'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { AddToCartNotice as Notice } from './use-add-to-cart';
import styles from './product-buy-box.module.css';

/**
 * The notice of an add to cart, in the buy box's flow under its button: it covers nothing the shopper
 * does next (the cart's and checkout's buttons, a form field), unlike an overlay. The status region is
 * always there, so that screen readers announce what appears in it; a failure is an alert.
 */
export function AddToCartNotice({ notice }: { notice: Notice | null }) {
  const t = useTranslations('Notifications');
  return (
    <>
      <div role="status" aria-live="polite">
        {notice?.type === 'success' && (
          <p key={notice.id} className={`${styles.notice} ${styles.success}`}>
            {notice.message}{' '}
            {notice.link && <Link href={notice.link.href}>{notice.link.label}</Link>}
          </p>
        )}
      </div>
      {notice?.type === 'failure' && (
        <div key={notice.id} role="alert" className={`${styles.notice} ${styles.failure}`}>
          <p>{notice.message}</p>
          {notice.requestId && <p className={styles.requestId}>{t('requestId', { requestId: notice.requestId })}</p>}
        </div>
      )}
    </>
  );
}
