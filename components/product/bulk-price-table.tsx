'use client';

import { useTranslations } from 'next-intl';
import type { ProductDetailPayload } from '@/lib/contract/catalog';
import styles from './product-buy-box.module.css';

/** Unit prices by quantity, from 1 (the base price) through every bulk tier; the row in effect is marked. */
export function BulkPriceTable({ product, activeFrom }: { product: Pick<ProductDetailPayload, 'price' | 'bulkPrices'>; activeFrom: number }) {
  const t = useTranslations('ProductBuyBox');
  const rows = [{ from: 1, price: product.price.formatted }, ...product.bulkPrices.map((tier) => ({ from: tier.quantity.amount, price: tier.price.formatted }))];
  return (
    <table className={styles.tiers}>
      <caption>{t('bulkPrices')}</caption>
      <thead>
        <tr><th scope="col">{t('quantity')}</th><th scope="col">{t('unitPrice')}</th></tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.from} className={row.from === activeFrom ? styles.activeTier : undefined} aria-current={row.from === activeFrom || undefined}>
            <th scope="row">{t('fromQuantity', { quantity: row.from })}</th>
            <td>
              {row.price}
              {row.from === activeFrom && <span className="visually-hidden"> ({t('activeTier')})</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
