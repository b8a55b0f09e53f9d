import { permanentRedirect } from 'next/navigation';
import { toSearch } from '@/lib/routing/carried-query';
import { hrefFor, routes } from '@/lib/routing/links';
import type { ListingView } from '@/lib/routing/listing-view';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { listingHref } from '@/lib/search/listing-href';
import { findMovedCategory } from '@/lib/server/catalog/category-slug-redirects';
import { TAGS } from '@/lib/server/storefront-cache';
import type { Storefront } from './storefront';
import { storefrontRead } from './storefront-read';

const DEFAULT_SHOP = routingConfigFromEnv(process.env).defaultShop;

/** The parameters a shopper page's internal path stands for besides its listing view: the shop unless the default, and preview. */
function queryOfPath(sf: Storefront): URLSearchParams {
  const query = new URLSearchParams();
  if (sf.shop.slug !== DEFAULT_SHOP) query.set('shop', sf.shop.slug);
  if (sf.mode === 'preview') query.set('preview', '1');
  return query;
}

/**
 * Answers a former slug of a category with a permanent redirect (308) to the category's current address,
 * in the same language and mode; returns when the slug never named a category (or, for shoppers, names
 * a hidden one), leaving the 404 to the caller. The editor passes its request's query, kept as it is;
 * shopper pages are cached per path and see no query, so theirs is rebuilt from what the path stands
 * for: the listing view (sort, page, page size), the shop and preview.
 */
export async function redirectMovedCategory(sf: Storefront, oldSlug: string, view: ListingView, query?: URLSearchParams): Promise<void> {
  const { shop, locale } = sf;
  const moved = await storefrontRead(sf, ['moved-category', shop.slug, locale, oldSlug], [TAGS.catalog(shop.slug)],
    () => findMovedCategory(shop, locale, oldSlug));
  if (!moved || (sf.mode !== 'editor' && !moved.isVisible)) return;
  const current = hrefFor(routes.category(moved.slug), sf.links);
  permanentRedirect(query ? `${current}${toSearch(query)}` : listingHref(current, view, queryOfPath(sf)));
}
