import { DEFAULT_RESULTS_PER_PAGE, type SortOption } from '@/lib/catalog/listing';

/**
 * A category listing view as its public address: `/c/shirts?sort=price-asc&page=2`; defaults are
 * left out. `carried` holds parameters carried across links (shop, preview, token ...).
 */
export function listingHref(base: string, view: { sort: SortOption | null; page: number; resultsPerPage: number }, carried?: URLSearchParams): string {
  const params = new URLSearchParams(carried);
  if (view.sort) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.resultsPerPage !== DEFAULT_RESULTS_PER_PAGE) params.set('resultsPerPage', String(view.resultsPerPage));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}
