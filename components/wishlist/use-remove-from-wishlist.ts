'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { customerRoutes } from '@/lib/api/routes/customer';
import { queryKeys } from '@/lib/queries/keys';
import { notify } from '@/lib/stores/notifications';
import { goToSignIn, signInTarget } from './sign-in-redirect';

/** How long the removal notice stays; long enough to read a product name. */
const REMOVED_NOTICE_MS = 5000;

/**
 * Takes products off the wishlist, one request per product, and puts the list the server answers in the
 * cache. A session that ended meanwhile goes to the sign-in target, as adding does.
 */
export function useRemoveFromWishlist(shop: string, locale: string) {
  const t = useTranslations('Wishlist');
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  const settle = (productId: string) => setRemoving((current) => new Set([...current].filter((id) => id !== productId)));

  /** Resolves true once the product is off the list. */
  const remove = async ({ productId, name }: { productId: string; name: string }): Promise<boolean> => {
    setRemoving((current) => new Set(current).add(productId));
    try {
      const wishlist = await shopApi(customerRoutes.removeFromWishlist, { params: { productId } }, { silent: true });
      queryClient.setQueryData(queryKeys.wishlist(shop, locale), wishlist);
      notify({ level: 'success', message: t('removed', { name }), autoHideMs: REMOVED_NOTICE_MS });
      return true;
    } catch (error) {
      const target = signInTarget(error, window.location);
      if (target) {
        goToSignIn(target);
        return false;
      }
      notify({ level: 'error', message: t('removeFailed', { name }), requestId: error instanceof ApiError ? error.requestId : null });
      return false;
    } finally {
      settle(productId);
    }
  };
  return { remove, isRemoving: (productId: string) => removing.has(productId) };
}
