import { shopApi } from '@/lib/api/browser';
import { equivalentPath, type SlugLookup } from '@/lib/i18n/equivalent-path';
import { catalogRoutes } from '@/lib/api/routes/catalog';

const silent = { silent: true };

/** Slugs through the shop API in the browser; info pages through the page's hreflang alternates. */
export const shopperLookup: SlugLookup = {
  category: async (slug, from, to) => {
    const { categoryId } = await shopApi(catalogRoutes.getCategory, { params: { id: slug }, query: { locale: from } }, silent);
    return (await shopApi(catalogRoutes.getCategory, { params: { id: categoryId }, query: { locale: to } }, silent)).slug;
  },
  product: async (slug, from, to) => {
    const { productId } = await shopApi(catalogRoutes.getProduct, { params: { guid: slug }, query: { locale: from } }, silent);
    return (await shopApi(catalogRoutes.getProduct, { params: { guid: productId }, query: { locale: to } }, silent)).slug;
  },
  infoPage: async (_slug, _from, to) => document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${CSS.escape(to)}"]`)?.href ?? null,
};

/** The current page's address in another language; loaded only when a shopper picks one. */
export function currentPathIn(from: string, to: string, defaultLocale: string, lookup: SlugLookup = shopperLookup): Promise<string> {
  const { pathname, search } = window.location;
  return equivalentPath({ pathname, search, from, to, defaultLocale }, lookup);
}
