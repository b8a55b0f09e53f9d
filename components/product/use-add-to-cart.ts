'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { reportCartEvent } from '@/lib/analytics/cart-events';
import { lineThing } from '@/lib/analytics/ecommerce';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { ADD_TO_CART_NOTICE_MS, addToCartErrorKey } from '@/lib/catalog/add-to-cart';
import { queryKeys } from '@/lib/queries/keys';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { cartRoutes } from '@/lib/api/routes/cart';

/** The buy box's notice of the last add to cart (spec section 3, view state buybox.notification). */
export interface AddToCartNotice {
  /** A new id per add: the same text again is a new notice, announced and timed afresh. */
  id: number;
  type: 'success' | 'failure';
  message: string;
  /** The success notice links the cart. */
  link?: { href: string; label: string };
  requestId?: string | null;
}

/**
 * Adds a product to the cart with its own notice (spec section 4): busy while the request runs, then a
 * success notice linking the cart (or, when the shop says so, the cart page itself) or a failure notice,
 * hiding after 8 seconds. An add is reported to the page's event bus and, after consent, to analytics. The notice belongs to
 * the buy box that shows it, so it goes with the page too, never following the shopper to the next one.
 */
export function useAddToCart(shop: string, links: LinkContext, options: { redirectToCart?: boolean } = {}) {
  const t = useTranslations('ProductBuyBox');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AddToCartNotice | null>(null);
  const lastId = useRef(0);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), ADD_TO_CART_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const show = (next: Omit<AddToCartNotice, 'id'>) => {
    lastId.current += 1;
    setNotice({ ...next, id: lastId.current });
  };

  const add = async (product: { productId: string; name: string }, quantity: number) => {
    setBusy(true);
    setNotice(null);
    try {
      const cart = await shopApi(cartRoutes.addToCart, { body: { productId: product.productId, quantity } }, { silent: true });
      // The answer is the whole cart: the header's count and the cart page read it without asking again.
      queryClient.setQueryData(queryKeys.cart(shop), cart);
      const line = cart.lineItems.find((item) => item.productId === product.productId);
      if (line) reportCartEvent({ type: 'add-to-cart', productId: product.productId, quantity, item: lineThing(line) });
      const cartHref = hrefFor(routes.cart(), links);
      // The shop's setting: straight on to the cart, where the added line shows, instead of the notice.
      if (options.redirectToCart) return router.push(cartHref);
      show({ type: 'success', message: t('addedToCart', { name: product.name }), link: { href: cartHref, label: t('viewCart') } });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const message = apiError?.message ?? 'Internal Server Error';
      const key = addToCartErrorKey(message, quantity);
      show({ type: 'failure', message: key ? t(key) : message, requestId: apiError?.requestId });
    } finally {
      setBusy(false);
    }
  };
  return { add, busy, notice };
}
