'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useWishlistNotices } from '@/components/wishlist/use-wishlist-notices';
import { goToSignIn, signInTarget } from '@/components/wishlist/sign-in-redirect';
import { shopApi } from '@/lib/api/browser';
import { customerRoutes } from '@/lib/api/routes/customer';
import { queryKeys } from '@/lib/queries/keys';
import type { LinkContext } from '@/lib/routing/links';

/**
 * Puts a product on the signed-in shopper's wishlist (spec section 4): pending from the click; a
 * success notice linking the wishlist ends it; a signed-out shopper is sent to the sign-in target the
 * server names, which brings them back here with the product on the wishlist, and stays pending while
 * the page leaves; any other failure gets a failure notice.
 */
export function useAddToWishlist(shop: string, links: LinkContext) {
  const t = useTranslations('Wishlist');
  const notices = useWishlistNotices(links);
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  // A page restored from the back-forward cache after the sign-in redirect must not stay pending.
  useEffect(() => {
    const restore = (event: PageTransitionEvent) => { if (event.persisted) setPending(false); };
    window.addEventListener('pageshow', restore);
    return () => window.removeEventListener('pageshow', restore);
  }, []);

  const add = async (product: { productId: string; name: string }, quantity: number) => {
    setPending(true);
    try {
      const wishlist = await shopApi(customerRoutes.addToWishlist,
        { body: { locale: links.locale, product: { productId: product.productId, quantity } } }, { silent: true });
      // The answer is the whole wishlist: a later visit of the wishlist in this tab starts from it.
      queryClient.setQueryData(queryKeys.wishlist(shop, links.locale), wishlist);
      notices.added(product.name);
    } catch (error) {
      const target = signInTarget(error, window.location, product.productId);
      if (target) return goToSignIn(target);
      notices.failed(error, t('addFailed', { name: product.name }));
    }
    setPending(false);
  };
  return { add, pending };
}
