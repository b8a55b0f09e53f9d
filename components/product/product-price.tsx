'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ProductDetailPayload } from '@/lib/contract/catalog';
import { formatMoney } from '@/lib/money';
import styles from './product-buy-box.module.css';

interface ProductPriceProps {
  product: Pick<ProductDetailPayload, 'price'>;
  /** The bulk tier in effect for the quantity, if any. */
  tier: ProductDetailPayload['bulkPrices'][number] | null;
  quantity: number;
}

/** The unit price at the chosen quantity and, above one unit, the total. */
export function ProductPrice({ product, tier, quantity }: ProductPriceProps) {
  const t = useTranslations('ProductBuyBox');
  const locale = useLocale();
  const unit = tier?.price ?? product.price;
  return (
    <div className={styles.price}>
      <p className={styles.amount}>
        <span className="visually-hidden">{t('price')}: </span>
        {tier && <s className={styles.basePrice} aria-hidden="true">{product.price.formatted}</s>}
        <span data-testid="unit-price">{unit.formatted}</span>
      </p>
      {/* Always there, so the buttons below never move when the quantity changes (a click would miss them). */}
      <p className={styles.total} aria-live="polite">
        {quantity > 1 && <>{t('perUnit', { price: unit.formatted })} · {t('total', { total: formatMoney({ amount: unit.amount * quantity, currency: unit.currency }, locale) })}</>}
      </p>
    </div>
  );
}
