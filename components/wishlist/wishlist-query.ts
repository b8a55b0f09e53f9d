import { queryOptions } from '@tanstack/react-query';
import { shopApi } from '@/lib/api/browser';
import { customerRoutes } from '@/lib/api/routes/customer';
import { queryKeys } from '@/lib/queries/keys';

/**
 * The signed-in shopper's wishlist. The wishlist page prefetches it for each request and every change
 * answers the whole list, so the cache is replaced rather than fetched again.
 */
export function wishlistQuery(shop: string, locale: string) {
  return queryOptions({
    queryKey: queryKeys.wishlist(shop, locale),
    queryFn: () => shopApi(customerRoutes.getWishlist, {}, { silent: true }),
  });
}
