/**
 * React Query keys, one builder per kind of data. The server prefetches under the same key a client
 * hook reads, so the hook finds the data in the dehydrated cache instead of fetching it.
 */
export const queryKeys = {
  product: (shop: string, locale: string, idOrSlug: string) => ['product', shop, locale, idOrSlug] as const,
  /** `size`: how many of the products come loaded (the page prefetches the default, PRODUCT_SWIPER_SIZE). */
  crossSelling: (shop: string, locale: string, productId: string, size: number) => ['cross-selling', shop, locale, productId, size] as const,
  cart: (shop: string) => ['cart', shop] as const,
  /** The signed-in customer of this browser, null when signed out. */
  customer: (shop: string) => ['customer', shop] as const,
  /** The signed-in customer's wishlist; its product cards are in the page's language. */
  wishlist: (shop: string, locale: string) => ['wishlist', shop, locale] as const,
  /** Checkout choices: countries the shop delivers to and the shipping and payment methods for the cart. */
  countries: (shop: string, locale: string) => ['countries', shop, locale] as const,
  shippingMethods: (shop: string, locale: string) => ['shipping-methods', shop, locale] as const,
  paymentMethods: (shop: string, locale: string) => ['payment-methods', shop, locale] as const,
  /** Pages of a category listing block's products, per sort and page size. */
  blockProducts: (shop: string, locale: string, categoryId: string, sort: string, resultsPerPage: number) =>
    ['block-products', shop, locale, categoryId, sort, resultsPerPage] as const,
  /** Search results by query, sort and facet filters; the pages loaded grow inside one entry. */
  search: (shop: string, locale: string, q: string, sort: string, filters: string) => ['search', shop, locale, q, sort, filters] as const,
  /** Suggestions are cached per locale and query (spec section 7). */
  suggestions: (shop: string, locale: string, q: string) => ['suggestions', shop, locale, q] as const,
  suggestionGroups: (shop: string, locale: string, q: string) => ['suggestion-groups', shop, locale, q] as const,
};
