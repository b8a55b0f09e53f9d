import { DEFAULT_RESULTS_PER_PAGE, MAX_PAGE, MAX_RESULTS_PER_PAGE, SORT_OPTIONS, type SortOption } from '@/lib/catalog/listing';

/** Segment that stands for the shop's default sort, which the proxy cannot know (it depends on the shop). */
export const DEFAULT_SORT_SEGMENT = 'default';

export interface ListingView {
  sort: SortOption | null;
  page: number;
  resultsPerPage: number;
}

function positiveInt(value: string | null | undefined, max: number, fallback: number): number {
  if (!value || !/^\d{1,6}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 && n <= max ? n : fallback;
}

/** Reads sort, page and resultsPerPage, replacing anything invalid by its default. */
export function readListingView(get: (name: string) => string | null | undefined): ListingView {
  const sort = get('sort');
  return {
    sort: (SORT_OPTIONS as readonly string[]).includes(sort ?? '') ? (sort as SortOption) : null,
    page: positiveInt(get('page'), MAX_PAGE, 1),
    resultsPerPage: positiveInt(get('resultsPerPage'), MAX_RESULTS_PER_PAGE, DEFAULT_RESULTS_PER_PAGE),
  };
}

/**
 * A category's query view as path segments (`?sort=price-desc&page=2` -> `/price-desc/2/12`), so that
 * each view is its own cached page; none for the default view.
 */
export function listingViewSegments(search: URLSearchParams): string {
  if (!search.has('sort') && !search.has('page') && !search.has('resultsPerPage')) return '';
  const view = readListingView((name) => search.get(name));
  if (!view.sort && view.page === 1 && view.resultsPerPage === DEFAULT_RESULTS_PER_PAGE) return '';
  return `/${view.sort ?? DEFAULT_SORT_SEGMENT}/${view.page}/${view.resultsPerPage}`;
}

/** The inverse of listingViewSegments, for the page that receives them. */
export function listingViewFromSegments(segments: string[] | undefined): ListingView {
  const [sort, page, resultsPerPage] = segments ?? [];
  return readListingView((name) => ({ sort, page, resultsPerPage })[name]);
}
