'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { SignOutButton } from '@/components/account/sign-out-button';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { IntentLink } from '@/components/shell/intent-link';
import { useRemoveFromWishlist } from './use-remove-from-wishlist';
import { WishlistItem } from './wishlist-item';
import { wishlistQuery } from './wishlist-query';
import styles from './wishlist.module.css';

interface WishlistViewProps {
  shop: string;
  locale: string;
  links: LinkContext;
}

/** The signed-in shopper's wishlist: the products kept for later, each to put into the cart or remove, or the empty state. */
export function WishlistView({ shop, locale, links }: WishlistViewProps) {
  const t = useTranslations('Wishlist');
  const { data: wishlist } = useQuery(wishlistQuery(shop, locale));
  const { remove, isRemoving } = useRemoveFromWishlist(shop, locale);
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  if (!wishlist) return null;

  // The removed item's button is gone: keep keyboard focus on the list instead of the page start.
  const removeItem = async (product: { productId: string; name: string }) => {
    if (await remove(product)) heading.current?.focus();
  };

  return (
    <section className={styles.wishlist} aria-labelledby="wishlist-title">
      <div className={styles.header}>
        <h1 id="wishlist-title" ref={heading} tabIndex={-1}>{t('title')}</h1>
        <SignOutButton />
      </div>
      {wishlist.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <IntentLink className="button" href={hrefFor(routes.home(), links)}>{t('continueShopping')}</IntentLink>
        </div>
      ) : (
        <>
          <p className={styles.count}>{t('count', { count: wishlist.totalNumberOfItems })}</p>
          <ul className={styles.items}>
            {wishlist.items.map(({ productId, product }) => (
              <WishlistItem
                key={productId}
                shop={shop}
                links={links}
                product={product}
                href={hrefFor(routes.product(product.slug), links)}
                removing={isRemoving(productId)}
                hydrated={hydrated}
                onRemove={() => void removeItem(product)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
