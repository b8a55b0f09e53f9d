import { DEFAULT_RESULTS_PER_PAGE, type SortOption } from '@/lib/catalog/listing';
import { withCarriedQuery } from '@/lib/routing/links';

/**
 * A category listing view as its public address: `/c/shirts?sort=price-asc&page=2`; defaults are
 * left out. The base may carry the page's own parameters (shop, preview: LinkContext); `carried` adds
 * those of the browser's address (token, theme preview ...) that the base does not set.
 */
export function listingHref(base: string, view: { sort: SortOption | null; page: number; resultsPerPage: number }, carried?: URLSearchParams): string {
  const url = new URL(carried ? withCarriedQuery(base, carried.toString()) : base, 'http://listing.invalid');
  const params = url.searchParams;
  if (view.sort) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.resultsPerPage !== DEFAULT_RESULTS_PER_PAGE) params.set('resultsPerPage', String(view.resultsPerPage));
  const text = params.toString();
  return text ? `${url.pathname}?${text}` : url.pathname;
}
