'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { ADD_TO_CART_NOTICE_MS, addToCartErrorKey } from '@/lib/catalog/add-to-cart';
import { queryKeys } from '@/lib/queries/keys';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { notify } from '@/lib/stores/notifications';
import { apiRoutes } from '@/lib/api/routes';

/**
 * Adds a product to the cart with its own notices (spec section 4): busy while the request runs, then a
 * success notice linking the cart or a failure notice, both hiding after 8 seconds.
 */
export function useAddToCart(shop: string, links: LinkContext) {
  const t = useTranslations('ProductBuyBox');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const add = async (product: { productId: string; name: string }, quantity: number) => {
    setBusy(true);
    try {
      const cart = await shopApi(apiRoutes.cart.addToCart, { body: { productId: product.productId, quantity } }, { silent: true });
      // The answer is the whole cart: the header's count and the cart page read it without asking again.
      queryClient.setQueryData(queryKeys.cart(shop), cart);
      notify({
        level: 'success',
        message: t('addedToCart', { name: product.name }),
        link: { href: hrefFor(routes.cart(), links), label: t('viewCart') },
        autoHideMs: ADD_TO_CART_NOTICE_MS,
      });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const message = apiError?.message ?? 'Internal Server Error';
      const key = addToCartErrorKey(message, quantity);
      notify({ level: 'error', message: key ? t(key) : message, requestId: apiError?.requestId, autoHideMs: ADD_TO_CART_NOTICE_MS });
    } finally {
      setBusy(false);
    }
  };
  return { add, busy };
}
