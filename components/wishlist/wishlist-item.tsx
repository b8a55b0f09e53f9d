'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { StockNote } from '@/components/catalog/stock-note';
import type { WishlistPayload } from '@/lib/contract/customers';
import styles from './wishlist.module.css';

type WishlistProduct = WishlistPayload['items'][number]['product'];

interface WishlistItemProps {
  product: WishlistProduct;
  href: string;
  removing: boolean;
  /** False until the page is interactive: a click before that would do nothing. */
  hydrated: boolean;
  onRemove: () => void;
}

/** One product on the wishlist: image and name linking to it, price, availability and removal. */
export function WishlistItem({ product, href, removing, hydrated, onRemove }: WishlistItemProps) {
  const t = useTranslations('Wishlist');
  return (
    <li className={styles.item} aria-busy={removing || undefined}>
      <Link href={href} className={styles.image} tabIndex={-1} aria-hidden="true">
        {product.image && <Image src={product.image.url} width={product.image.width} height={product.image.height} alt="" sizes="6rem" unoptimized />}
      </Link>
      <div className={styles.info}>
        <Link href={href} className={styles.name}>{product.name}</Link>
        {product.manufacturer && <span className={styles.meta}>{product.manufacturer}</span>}
        <StockNote product={product} />
      </div>
      <strong className={styles.price}>{product.price.formatted}</strong>
      <button type="button" className={styles.remove} onClick={onRemove} disabled={removing || !hydrated}>
        {t('remove')}<span className="visually-hidden">: {product.name}</span>
      </button>
    </li>
  );
}
