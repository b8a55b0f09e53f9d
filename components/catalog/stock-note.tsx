import { getTranslations } from 'next-intl/server';
import type { ProductCard } from '@/lib/server/catalog/types';
import { stockStatus } from './stock-level';

/** "Sold out", "Only 2 left" or "In stock"; masters show their variations' availability on their page. */
export async function StockNote({ product }: { product: Pick<ProductCard, 'stockLevel' | 'isVariationMaster'> }) {
  const status = stockStatus(product);
  if (!status) return null;
  const t = await getTranslations('Product');
  if (status === 'out') return <span className="stock stock--out">{t('soldOut')}</span>;
  if (status === 'low') return <span className="stock stock--low">{t('lowStock', { count: product.stockLevel })}</span>;
  return <span className="stock stock--in">{t('inStock')}</span>;
}
