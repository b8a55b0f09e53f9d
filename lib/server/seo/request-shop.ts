import { resolveShopSlug, routingConfigFromEnv } from '@/lib/routing/resolve-request';
import type { SitemapTarget } from '@/lib/seo/sitemap';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { TAGS, cachedRead } from '@/lib/server/storefront-cache';

const routingConfig = routingConfigFromEnv(process.env);

/**
 * The shop of a request to a file outside the storefront tree (sitemap.xml, robots.txt), chosen the way
 * the proxy chooses it: the `shop` parameter, the host, else the default shop. Null when there is none.
 */
export async function shopOfRequest(request: Request): Promise<{ shop: Shop; target: SitemapTarget } | null> {
  const url = new URL(request.url);
  const slug = resolveShopSlug({ pathname: url.pathname, searchParams: url.searchParams, host: request.headers.get('host') }, routingConfig);
  if (!slug) return null;
  const shop = await cachedRead(['shop', slug], [TAGS.shop(slug)], () => findShopBySlug(slug));
  if (!shop) return null;
  // A shop named by the parameter needs it on every URL, as carried query parameters do.
  const query = url.searchParams.has('shop') ? `?shop=${encodeURIComponent(slug)}` : '';
  return { shop, target: { origin: shop.baseUrl, defaultLocale: shop.defaultLocale, query } };
}

/** The languages shoppers see, default first. */
export function visibleLanguages(shop: Shop): string[] {
  const visible = shop.locales.filter((l) => l.isVisible).map((l) => l.identifier);
  return [shop.defaultLocale, ...visible.filter((l) => l !== shop.defaultLocale)].filter((l) => visible.includes(l));
}
