'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { StockNote } from '@/components/catalog/stock-note';
import { AddToCartNotice } from '@/components/product/add-to-cart-notice';
import { useAddToCart } from '@/components/product/use-add-to-cart';
import { stockState } from '@/lib/catalog/stock';
import type { WishlistPayload } from '@/lib/contract/customers';
import type { LinkContext } from '@/lib/routing/links';
import { IntentLink } from '@/components/shell/intent-link';
import styles from './wishlist.module.css';

type WishlistProduct = WishlistPayload['items'][number]['product'];

interface WishlistItemProps {
  shop: string;
  links: LinkContext;
  product: WishlistProduct;
  href: string;
  removing: boolean;
  /** False until the page is interactive: a click before that would do nothing. */
  hydrated: boolean;
  onRemove: () => void;
}

/**
 * One product on the wishlist: image and name linking to it, price, availability, one unit into the
 * cart, and removal. A product that cannot go into the cart as it is (sold out, or a variation master
 * whose variation is still to be chosen) links to its page instead.
 */
export function WishlistItem({ shop, links, product, href, removing, hydrated, onRemove }: WishlistItemProps) {
  const t = useTranslations('Wishlist');
  const tBuy = useTranslations('ProductBuyBox');
  const { add, busy, notice } = useAddToCart(shop, links);
  const buyable = !product.isVariationMaster && stockState(product) !== 'out';
  const addToCart = () => {
    if (!busy) void add(product, 1);
  };
  return (
    <li className={styles.item} aria-busy={removing || undefined}>
      <IntentLink href={href} className={styles.image} tabIndex={-1} aria-hidden="true">
        {product.image && <Image src={product.image.url} width={product.image.width} height={product.image.height} alt="" sizes="6rem" unoptimized />}
      </IntentLink>
      <div className={styles.info}>
        <IntentLink href={href} className={styles.name}>{product.name}</IntentLink>
        {product.manufacturer && <span className={styles.meta}>{product.manufacturer}</span>}
        <StockNote product={product} />
      </div>
      <strong className={styles.price}>{product.price.formatted}</strong>
      <div className={styles.actions}>
        {buyable ? (
          <button type="button" className={styles.buy} onClick={addToCart} disabled={removing || !hydrated}
            aria-disabled={busy || undefined} aria-busy={busy || undefined}>
            {busy ? tBuy('adding') : tBuy('addToCart')}<span className="visually-hidden">: {product.name}</span>
          </button>
        ) : (
          <IntentLink href={href} className={`button button--secondary ${styles.buy}`}>
            {product.isVariationMaster ? t('chooseOptions') : t('viewProduct')}<span className="visually-hidden">: {product.name}</span>
          </IntentLink>
        )}
        <button type="button" className={styles.remove} onClick={onRemove} disabled={removing || !hydrated}>
          {t('remove')}<span className="visually-hidden">: {product.name}</span>
        </button>
      </div>
      <div className={styles.notice}>
        <AddToCartNotice notice={notice} />
      </div>
    </li>
  );
}
