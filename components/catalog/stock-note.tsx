import { useTranslations } from 'next-intl';
import { stockStatus } from './stock-level';
import styles from './stock-note.module.css';

/**
 * "Sold out", "Only 2 left" or "In stock" under a product card and on the product page; variation masters
 * show none (their variations have the stock). Not async, so client islands render it too.
 */
export function StockNote({ product }: { product: { stockLevel: number; isVariationMaster: boolean } }) {
  const t = useTranslations('Listing');
  const status = stockStatus(product);
  if (!status) return null;
  const text = status === 'out' ? t('soldOut') : status === 'low' ? t('lowStock', { count: product.stockLevel }) : t('inStock');
  return <p className={`${styles.stock} ${styles[status]}`}>{text}</p>;
}
