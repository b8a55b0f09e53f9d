import { permanentRedirect } from 'next/navigation';
import { toSearch } from '@/lib/routing/carried-query';
import { hrefFor, routes } from '@/lib/routing/links';
import type { ListingView } from '@/lib/routing/listing-view';
import { listingHref } from '@/lib/search/listing-href';
import { findMovedCategory } from '@/lib/server/catalog/category-slug-redirects';
import { TAGS } from '@/lib/server/cache-tags';
import type { Storefront } from './storefront';
import { storefrontRead } from './storefront-read';

/**
 * Answers a former slug of a category with a permanent redirect (308) to the category's current address,
 * in the same language and mode; returns when the slug never named a category (or, for shoppers, names
 * a hidden one), leaving the 404 to the caller. The editor passes its request's query, kept as it is;
 * shopper pages are cached per path and see no query, so theirs is rebuilt from what the path stands
 * for: the listing view (sort, page, page size), and the shop and preview their links carry (LinkContext).
 */
export async function redirectMovedCategory(sf: Storefront, oldSlug: string, view: ListingView, query?: URLSearchParams): Promise<void> {
  const { shop, locale } = sf;
  const moved = await storefrontRead(sf, ['moved-category', shop.slug, locale, oldSlug], [TAGS.catalog(shop.slug), TAGS.categoryTree(shop.slug)],
    () => findMovedCategory(shop, locale, oldSlug));
  if (!moved || (sf.mode !== 'editor' && !moved.isVisible)) return;
  // The editor's links carry nothing of their own (LinkContext): its query is appended as it came.
  const current = hrefFor(routes.category(moved.slug), sf.links);
  permanentRedirect(query ? `${current}${toSearch(query)}` : listingHref(current, view));
}
