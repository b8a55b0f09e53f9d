/**
 * React Query keys, one builder per kind of data. The server prefetches under the same key a client
 * hook reads, so the hook finds the data in the dehydrated cache instead of fetching it.
 */
export const queryKeys = {
  product: (shop: string, locale: string, idOrSlug: string) => ['product', shop, locale, idOrSlug] as const,
  crossSelling: (shop: string, locale: string, productId: string) => ['cross-selling', shop, locale, productId] as const,
  cart: (shop: string) => ['cart', shop] as const,
};
