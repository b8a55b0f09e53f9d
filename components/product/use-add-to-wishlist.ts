'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { goToSignIn, signInTarget } from '@/components/wishlist/sign-in-redirect';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { apiRoutes } from '@/lib/api/routes';
import { ADD_TO_CART_NOTICE_MS } from '@/lib/catalog/add-to-cart';
import { queryKeys } from '@/lib/queries/keys';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { notify } from '@/lib/stores/notifications';

/**
 * Puts a product on the signed-in shopper's wishlist (spec section 4): pending from the click; a
 * success notice linking the wishlist ends it; a signed-out shopper is sent to the sign-in target the
 * server names and stays pending while the page leaves; any other failure gets a failure notice.
 */
export function useAddToWishlist(shop: string, links: LinkContext) {
  const t = useTranslations('Wishlist');
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
      const wishlist = await shopApi(apiRoutes.customer.addToWishlist,
        { body: { locale: links.locale, product: { productId: product.productId, quantity } } }, { silent: true });
      // The answer is the whole wishlist: a later visit of the wishlist in this tab starts from it.
      queryClient.setQueryData(queryKeys.wishlist(shop, links.locale), wishlist);
      notify({
        level: 'success',
        message: t('added', { name: product.name }),
        link: { href: hrefFor(routes.wishlist(), links), label: t('view') },
        // The buy box's notices all hide after the same time (spec section 4).
        autoHideMs: ADD_TO_CART_NOTICE_MS,
      });
    } catch (error) {
      const target = signInTarget(error, window.location.search);
      if (target) return goToSignIn(target);
      const apiError = error instanceof ApiError ? error : null;
      const message = apiError?.code === 'WishlistFull' ? t('full') : t('addFailed', { name: product.name });
      notify({ level: 'error', message, requestId: apiError?.requestId, autoHideMs: ADD_TO_CART_NOTICE_MS });
    }
    setPending(false);
  };
  return { add, pending };
}
