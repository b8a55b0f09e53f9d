'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shopApi } from '@/lib/api/browser';
import { queryKeys } from '@/lib/queries/keys';
import { catalogRoutes } from '@/lib/api/routes/catalog';

/** Which product of which shop and language a product page island shows. */
export interface ProductRef {
  shop: string;
  locale: string;
  productId: string;
}

/** The product the page prefetched (the same shape GET /products/{guid} answers). */
export function useProduct({ shop, locale, productId }: ProductRef) {
  return useQuery({
    queryKey: queryKeys.product(shop, locale, productId),
    queryFn: ({ signal }) => shopApi(catalogRoutes.getProduct, { params: { guid: productId }, query: { locale } }, { silent: true, signal }),
  });
}

/**
 * The product's cross-selling with its first `size` products loaded; failures are silent because the
 * slider then hides (spec section 8). A larger size keeps showing the smaller one's products meanwhile.
 */
export function useCrossSelling({ shop, locale, productId }: ProductRef, size: number) {
  return useQuery({
    queryKey: queryKeys.crossSelling(shop, locale, productId, size),
    queryFn: ({ signal }) => shopApi(catalogRoutes.getCrossSelling, { params: { guid: productId }, query: { locale, size } }, { silent: true, signal }),
    retry: false,
    placeholderData: keepPreviousData,
  });
}
