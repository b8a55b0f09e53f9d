import type { SitemapTarget } from '@/lib/seo/sitemap';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { TAGS } from '@/lib/server/cache-tags';
import { cachedRead } from '@/lib/server/storefront-cache';

/**
 * The shop a file outside the storefront tree (sitemap.xml, robots.txt) is for, and where its URLs
 * point; null when no shop has this slug. `byParameter`: the request named the shop with the `shop`
 * parameter, which every URL then carries, as carried query parameters do.
 */
export async function findSitemapShop(slug: string, byParameter: boolean): Promise<{ shop: Shop; target: SitemapTarget } | null> {
  const shop = await cachedRead(['shop', slug], [TAGS.shop(slug)], () => findShopBySlug(slug));
  if (!shop) return null;
  const query = byParameter ? `?shop=${encodeURIComponent(slug)}` : '';
  return { shop, target: { origin: shop.baseUrl, defaultLocale: shop.defaultLocale, query } };
}

/** The languages shoppers see, default first. */
export function visibleLanguages(shop: Shop): string[] {
  const visible = shop.locales.filter((l) => l.isVisible).map((l) => l.identifier);
  return [shop.defaultLocale, ...visible.filter((l) => l !== shop.defaultLocale)].filter((l) => visible.includes(l));
}
