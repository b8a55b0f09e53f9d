'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { QuantityInput } from '@/components/catalog/quantity-input';
import { DEFAULT_QUANTITY } from '@/lib/catalog/quantity-input';
import { stockState } from '@/lib/catalog/stock';
import { bulkTierFor } from '@/lib/pricing/bulk-price';
import type { LinkContext } from '@/lib/routing/links';
import { ADD_TO_CART_FORM_TOOL, QUANTITY_PARAM } from '@/lib/agents/webmcp';
import { AddToCartNotice } from './add-to-cart-notice';
import { BulkPriceTable } from './bulk-price-table';
import { useProduct, type ProductRef } from './product-queries';
import { ProductPrice } from './product-price';
import { useAddToCart } from './use-add-to-cart';
import { useAddToWishlist } from './use-add-to-wishlist';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { HeartIcon } from '@/components/wishlist/heart-icon';
import { VariationSelects } from './variation-selects';
import styles from './product-buy-box.module.css';

interface ProductBuyBoxProps extends ProductRef {
  links: LinkContext;
  /** The shop's setting (userSettings.addToCart): go on to the cart after adding. */
  redirectToCart?: boolean;
  /** Server-rendered notes (tax, stock) shown under the price. */
  children?: ReactNode;
}

/**
 * Price at the chosen quantity, variation dropdowns, quantity, add to cart with its notice and bulk
 * prices. The page keys it by product, so the quantity and the notice start afresh on every product (spec section 4).
 */
export function ProductBuyBox({ links, children, redirectToCart, ...ref }: ProductBuyBoxProps) {
  const t = useTranslations('ProductBuyBox');
  const tWishlist = useTranslations('Wishlist');
  const noteId = useId();
  const { data: product } = useProduct(ref);
  const [quantity, setQuantity] = useState(DEFAULT_QUANTITY);
  const { add, busy, notice } = useAddToCart(ref.shop, links, { redirectToCart });
  const wishlist = useAddToWishlist(ref.shop, links);
  const hydrated = useHydrated();
  if (!product) return null;

  const tiers = product.bulkPrices.map((tier) => ({ ...tier, minQuantity: tier.quantity.amount, priceAmount: tier.price.amount }));
  const tier = bulkTierFor(tiers, quantity);
  const soldOut = stockState(product) === 'out';
  // A master is never sold itself: the shopper picks one of its variations first.
  const blocked = product.isVariationMaster ? t('chooseVariation') : soldOut ? t('soldOutExplanation') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked || busy) return;
    await add(product, quantity);
    setQuantity(DEFAULT_QUANTITY);
  };

  // The product shown is what the shopper wishes for: a variation on its own page, or the master
  // (whose page lets them choose later) before a variation is picked; sold-out products too.
  const addToWishlist = () => {
    if (!wishlist.pending) void wishlist.add(product, quantity);
  };

  return (
    <div className={styles.buyBox}>
      <ProductPrice product={product} tier={tier} quantity={quantity} />
      {children}
      {product.variationAttributes.length > 0 && <VariationSelects product={product} links={links} />}
      <div>
        <form className={styles.purchase} onSubmit={submit} aria-describedby={blocked ? noteId : undefined}
          // A tool only where the product can be bought: not a master, not sold out.
          {...(blocked ? {} : ADD_TO_CART_FORM_TOOL)}>
          <QuantityInput label={t('quantity')} value={quantity} onChange={setQuantity} busy={busy} disabled={blocked !== null || !hydrated} tool={QUANTITY_PARAM} />
          <button type="submit" className={blocked ? `${styles.addToCart} ${styles.blocked}` : styles.addToCart} disabled={blocked !== null || !hydrated}
            aria-disabled={busy || undefined} aria-describedby={blocked ? noteId : undefined}>
            {busy ? t('adding') : t('addToCart')}
          </button>
        </form>
        {/* Right under the button it answers, in the page's flow. */}
        <AddToCartNotice notice={notice} />
      </div>
      {blocked && <p id={noteId} className={soldOut && !product.isVariationMaster ? styles.soldOut : styles.hint}>{blocked}</p>}
      <button type="button" className={`button--secondary ${styles.wishlist}`} onClick={addToWishlist} disabled={!hydrated}
        aria-disabled={wishlist.pending || undefined} aria-busy={wishlist.pending || undefined}>
        <HeartIcon className={styles.wishlistIcon} />
        {wishlist.pending ? tWishlist('adding') : tWishlist('add')}
      </button>
      {product.bulkPrices.length > 0 && <BulkPriceTable product={product} activeFrom={tier?.quantity.amount ?? 1} />}
    </div>
  );
}
