import { resolveShopSlug, routingConfigFromEnv } from '@/lib/routing/resolve-request';
import type { SitemapTarget } from '@/lib/seo/sitemap';
import { findSitemapShop } from '@/lib/server/seo/sitemap-shop';
import type { Shop } from '@/lib/server/shop/types';

const routingConfig = routingConfigFromEnv(process.env);

/**
 * The shop of a request to a file outside the storefront tree (sitemap.xml, robots.txt), chosen the way
 * the proxy chooses it: the `shop` parameter, the host, else the default shop. Null when there is none.
 */
export async function shopOfRequest(request: Request): Promise<{ shop: Shop; target: SitemapTarget } | null> {
  const url = new URL(request.url);
  const slug = resolveShopSlug({ pathname: url.pathname, searchParams: url.searchParams, host: request.headers.get('host') }, routingConfig);
  return slug ? findSitemapShop(slug, url.searchParams.has('shop')) : null;
}
