import { getTranslations } from 'next-intl/server';
import type { ProductCard } from '@/lib/server/catalog/types';

/** Low stock threshold below which shoppers are told how many are left. */
const LOW_STOCK = 3;

/** "Sold out", "Only 2 left" or nothing; masters show their variations' availability on their page. */
export async function StockNote({ product }: { product: Pick<ProductCard, 'stockLevel' | 'isVariationMaster'> }) {
  if (product.isVariationMaster) return null;
  const t = await getTranslations('Product');
  if (product.stockLevel <= 0) return <span className="stock stock--out">{t('soldOut')}</span>;
  if (product.stockLevel <= LOW_STOCK) return <span className="stock stock--low">{t('lowStock', { count: product.stockLevel })}</span>;
  return <span className="stock stock--in">{t('inStock')}</span>;
}
