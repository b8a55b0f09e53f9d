import { permanentRedirect } from 'next/navigation';
import { toSearch } from '@/lib/routing/carried-query';
import { hrefFor, routes } from '@/lib/routing/links';
import { TAGS } from '@/lib/server/cache-tags';
import { findMovedPage } from '@/lib/server/content/page-slug-redirects';
import type { Storefront } from './storefront';
import { storefrontRead } from './storefront-read';

/**
 * Answers a former slug of an info page with a permanent redirect (308) to the page's current address,
 * in the same language and mode; returns when the slug never named a page (or, for shoppers, names one
 * hidden or not yet published), leaving the 404 to the caller. The editor passes its request's query,
 * kept as it is; shopper pages carry what their links carry (LinkContext).
 */
export async function redirectMovedPage(sf: Storefront, oldSlug: string, query?: URLSearchParams): Promise<void> {
  const { shop, locale } = sf;
  const moved = await storefrontRead(sf, ['moved-page', shop.slug, locale, oldSlug], [TAGS.content(shop.slug)],
    () => findMovedPage(shop, locale, oldSlug));
  if (!moved || (sf.mode !== 'editor' && !(moved.isVisible && moved.isPublished))) return;
  const current = hrefFor(routes.page(moved.slug), sf.links);
  permanentRedirect(query ? `${current}${toSearch(query)}` : current);
}
