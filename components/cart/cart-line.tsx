'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { QuantityInput } from '@/components/catalog/quantity-input';
import { useHydrated } from '@/components/hooks/use-hydrated';
import type { CartLineItemPayload } from '@/lib/contract/cart';
import styles from './cart.module.css';

/** The image column is 6rem wide from 768px (5rem below): next/image sends copies of 1x and 2x this width. */
const LINE_IMAGE_SIZE = 96;

interface CartLineProps {
  line: CartLineItemPayload;
  quantity: number;
  updating: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One line item: image, name, variation, unit and line price, quantity and removal. While the line is
 * being updated its controls take no input but keep focus (aria-disabled), so keyboard focus never
 * falls back to the page's start.
 */
export function CartLine({ line, quantity, updating, onQuantity, onRemove }: CartLineProps) {
  const t = useTranslations('Cart');
  // A quantity typed before the page is interactive would be lost.
  const hydrated = useHydrated();
  return (
    <li className={styles.line} aria-busy={updating}>
      <div className={styles.lineImage}>
        {line.image && <Image src={line.image.url} width={LINE_IMAGE_SIZE} height={LINE_IMAGE_SIZE} alt="" />}
      </div>
      <div className={styles.lineInfo}>
        <Link href={line.productUrl} className={styles.lineName}>{line.name}</Link>
        {line.variationString && <span className={styles.lineMeta}>{line.variationString}</span>}
        <span className={styles.lineMeta}>{t('unitPriceValue', { price: line.singleItemPrice.formatted })}</span>
        {!line.available && <span className={styles.lineWarning}>{t('notEnoughStock', { count: Math.max(0, line.stockLevel) })}</span>}
      </div>
      <div className={styles.lineQuantity}>
        <QuantityInput value={quantity} onChange={onQuantity} label={t('quantityOf', { name: line.name })} hideLabel busy={updating} disabled={!hydrated} />
        <button type="button" className={styles.remove} onClick={() => { if (!updating) onRemove(); }} disabled={!hydrated}
          aria-disabled={updating || undefined}>
          {t('remove')}<span className="visually-hidden">: {line.name}</span>
        </button>
      </div>
      <strong className={styles.linePrice}>{line.price.formatted}</strong>
    </li>
  );
}
