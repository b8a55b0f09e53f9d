/** Rules of product listings shared by server and browser (no zod, so islands can import them). */
/** Sort options of product lists (spec section 9). */
export const SORT_OPTIONS = ['position-asc', 'price-asc', 'price-desc', 'relevance', 'name-asc', 'name-desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Product lists: 12 per page by default; no single request asks for more than 100 (spec section 9). */
export const DEFAULT_RESULTS_PER_PAGE = 12;
export const MAX_RESULTS_PER_PAGE = 100;
/** The highest page a listing may ask for at once. */
export const MAX_PAGE = 20;

/** Default sort of a category listing: position, or price on beyond shops. */
export function defaultCategorySort(beyond: boolean): SortOption {
  return beyond ? 'price-asc' : 'position-asc';
}

/** Default sort of search results: relevance, or price on beyond shops. */
export function defaultSearchSort(beyond: boolean): SortOption {
  return beyond ? 'price-asc' : 'relevance';
}

/** The number of pages a listing of `total` items has, at least 1. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
