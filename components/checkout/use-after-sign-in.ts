'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useWishlistNotices } from '@/components/wishlist/use-wishlist-notices';
import { shopApi } from '@/lib/api/browser';
import { customerRoutes } from '@/lib/api/routes/customer';
import { queryKeys } from '@/lib/queries/keys';
import type { LinkContext } from '@/lib/routing/links';
import type { AfterSignIn } from '@/lib/routing/return-to';

/**
 * Finishes what sent the shopper to sign in: the product whose wishlist button asked for it goes on the
 * wishlist (its notice shows on the page they return to), then they go back where they came from. The
 * function resolves false when there is no way back, so the page that signed them in carries on.
 */
export function useAfterSignIn(shop: string, links: LinkContext, { returnTo, wishlistProductId }: AfterSignIn) {
  const t = useTranslations('SignIn');
  const notices = useWishlistNotices(links);
  const queryClient = useQueryClient();
  const router = useRouter();
  return async (): Promise<boolean> => {
    if (wishlistProductId) {
      try {
        const wishlist = await shopApi(customerRoutes.addToWishlist,
          { body: { locale: links.locale, product: { productId: wishlistProductId, quantity: 1 } } }, { silent: true });
        queryClient.setQueryData(queryKeys.wishlist(shop, links.locale), wishlist);
        const added = wishlist.items.find((item) => item.productId === wishlistProductId);
        if (added) notices.added(added.product.name);
      } catch (error) {
        notices.failed(error, t('wishlistFailed'));
      }
    }
    if (!returnTo) return false;
    router.push(returnTo);
    return true;
  };
}
