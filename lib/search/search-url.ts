
import { SORT_OPTIONS, type SortOption } from '@/lib/catalog/listing';
import { capPage } from './page-cap';
import { isFacetId } from '@/lib/contract/limits';

/** One facet filter as the address carries it: `Manufacturer=Nordvik`, `ListPrice=10;50`. */
export interface FacetFilter {
  id: string;
  value: string;
}

/** What the search results page shows, read from its address (spec section 2: q, sort, page, facets). */
export interface SearchState {
  q: string;
  sort: SortOption | null;
  page: number;
  filters: FacetFilter[];
}

/** Reads q (trimmed, at most 200 characters), sort, page (capped at 20) and facet filters. */
export function readSearchState(params: URLSearchParams): SearchState {
  const sort = params.get('sort');
  const filters: FacetFilter[] = [];
  for (const [id, value] of params) {
    if (isFacetId(id) && value.trim() !== '' && !hasFilter(filters, id, value)) filters.push({ id, value });
  }
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    sort: (SORT_OPTIONS as readonly string[]).includes(sort ?? '') ? (sort as SortOption) : null,
    page: capPage(params.get('page')),
    filters,
  };
}

/**
 * The query string of a search state: q, sort and page when not 1, then every filter repeated;
 * after the parameters carried across links (shop, preview, token ...).
 */
export function searchQueryString(state: SearchState, carried?: URLSearchParams): string {
  const params = new URLSearchParams(carried);
  params.set('q', state.q);
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  for (const filter of state.filters) params.append(filter.id, filter.value);
  return params.toString();
}

/** The facet filters as the GET /search API takes them: one repeated parameter per facet id. */
export function filterParams(filters: FacetFilter[]): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  for (const { id, value } of filters) (params[id] ??= []).push(value);
  return params;
}

/** Whether a facet value is filtered on. */
export function hasFilter(filters: FacetFilter[], id: string, value: string): boolean {
  return filters.some((filter) => filter.id === id && filter.value === value);
}

/** Adds a selection value, or removes it when it is already there. */
export function toggleFilter(filters: FacetFilter[], id: string, value: string): FacetFilter[] {
  return hasFilter(filters, id, value)
    ? filters.filter((filter) => !(filter.id === id && filter.value === value))
    : [...filters, { id, value }];
}

/** Replaces the one value of a facet (the price range); null removes it. */
export function setSingleFilter(filters: FacetFilter[], id: string, value: string | null): FacetFilter[] {
  const others = filters.filter((filter) => filter.id !== id);
  return value === null ? others : [...others, { id, value }];
}

/** A stable text of the filters for cache keys: the same set in any order gives the same key. */
export function filtersKey(filters: FacetFilter[]): string {
  return filters.map(({ id, value }) => `${id}=${value}`).sort().join('&');
}
