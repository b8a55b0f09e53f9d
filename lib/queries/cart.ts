import { queryOptions } from '@tanstack/react-query';
import { shopApi } from '@/lib/api/browser';
import { queryKeys } from './keys';
import { cartRoutes } from '@/lib/api/routes/cart';

/**
 * The shopper's cart. Read when the cache has none, which is every load of a cached page (its header
 * shows the count). Pages rendered per shopper (cart, checkout) bring the current cart along and every
 * write answers with the new one, so a cart in the cache is not read again when another island mounts:
 * the cart page's header and basket render from the copy in the HTML without asking for it twice.
 */
export function cartQuery(shop: string) {
  return queryOptions({
    queryKey: queryKeys.cart(shop),
    queryFn: () => shopApi(cartRoutes.getCart, {}, { silent: true }),
  });
}
