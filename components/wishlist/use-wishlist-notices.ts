'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { ADD_TO_CART_NOTICE_MS } from '@/lib/catalog/add-to-cart';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { notify } from '@/lib/stores/notifications';

/**
 * The notices of a wishlist add (spec section 4), from the product page or after signing in for it:
 * a success linking the wishlist, or the failure with the request id. They hide after the same time
 * as the buy box's other notices.
 */
export function useWishlistNotices(links: LinkContext) {
  const t = useTranslations('Wishlist');
  return {
    added: (name: string) => notify({
      level: 'success',
      message: t('added', { name }),
      link: { href: hrefFor(routes.wishlist(), links), label: t('view') },
      autoHideMs: ADD_TO_CART_NOTICE_MS,
    }),
    /** `message` says what failed; a full wishlist is said as such. */
    failed: (error: unknown, message: string) => {
      const apiError = error instanceof ApiError ? error : null;
      notify({ level: 'error', message: apiError?.code === 'WishlistFull' ? t('full') : message, requestId: apiError?.requestId, autoHideMs: ADD_TO_CART_NOTICE_MS });
    },
  };
}
