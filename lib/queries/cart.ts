import { queryOptions } from '@tanstack/react-query';
import { shopApi } from '@/lib/api/browser';
import { queryKeys } from './keys';
import { apiRoutes } from '@/lib/api/routes';

/**
 * The shopper's cart. Stale at once: it is per shopper and changes in other tabs, so every page
 * that mounts it reads the current one (the cart page hands its server-loaded copy over instead).
 */
export function cartQuery(shop: string) {
  return queryOptions({
    queryKey: queryKeys.cart(shop),
    queryFn: () => shopApi(apiRoutes.cart.getCart, {}, { silent: true }),
    staleTime: 0,
  });
}
