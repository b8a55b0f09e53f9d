'use client';

import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { shopApi } from '@/lib/api/browser';
import type { FacetPayload } from '@/lib/api/contract/search';
import { queryKeys } from '@/lib/queries/keys';
import { DEFAULT_RESULTS_PER_PAGE, MAX_PAGE, type SortOption } from '@/lib/catalog/listing';
import { mergeFacets } from '@/lib/search/facet-merge';
import { pageBatches } from '@/lib/search/page-cap';
import { filterParams, filtersKey, type SearchState } from '@/lib/search/search-url';
import { apiRoutes } from '@/lib/api/routes';

const PER_PAGE = DEFAULT_RESULTS_PER_PAGE;

/** Listing pages `from + 1 .. to` of one search, as one entry of the infinite query. */
interface PagesParam {
  from: number;
  to: number;
}

async function loadPages(state: SearchState, locale: string, { from, to }: PagesParam) {
  const base: Record<string, string | string[]> = { ...filterParams(state.filters), q: state.q, locale };
  if (state.sort) base.sort = state.sort;
  const answers = await Promise.all(pageBatches(from, to, PER_PAGE).map((batch) => shopApi(apiRoutes.search.searchByQuery, {
    query: { ...base, page: String(batch.page), resultsPerPage: String(batch.resultsPerPage) },
  })));
  const first = answers[0]!;
  // The first batch starts exactly at page `from + 1`; the last may reach beyond page `to`.
  const products = answers.flatMap((answer) => answer.products).slice(0, (to - from) * PER_PAGE);
  return { products, totalNumberOfProducts: first.totalNumberOfProducts, facets: first.facets, sort: first.sort as SortOption, to };
}

/**
 * The results of the search in the address: every page up to the address's page, loaded in batches
 * of at most 100; a higher page (load more) appends to the same cache entry, and a page that is
 * already covered loads nothing. Facets of appended pages keep the earlier active and selected state.
 */
export function useSearchListing(shop: string, locale: string, state: SearchState) {
  // How far getNextPageParam should reach: the address's page, read when the next fetch starts.
  const target = useRef(state.page);
  const query = useInfiniteQuery({
    queryKey: queryKeys.search(shop, locale, state.q, state.sort ?? '', filtersKey(state.filters)),
    enabled: state.q !== '',
    initialPageParam: { from: 0, to: state.page } as PagesParam,
    queryFn: ({ pageParam }) => loadPages(state, locale, pageParam),
    getNextPageParam: (last): PagesParam | undefined =>
      last.to * PER_PAGE < last.totalNumberOfProducts && last.to < MAX_PAGE
        ? { from: last.to, to: Math.max(last.to + 1, Math.min(target.current, MAX_PAGE)) }
        : undefined,
    placeholderData: keepPreviousData,
  });
  const { data, hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage } = query;
  const loadedPages = data?.pages.at(-1)?.to ?? 0;
  useEffect(() => {
    target.current = state.page;
    if (!isPlaceholderData && data && loadedPages < state.page && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [data, isPlaceholderData, loadedPages, state.page, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const view = useMemo(() => {
    if (!data) return null;
    const last = data.pages.at(-1)!;
    const facets = data.pages.map((page) => page.facets).reduce<FacetPayload[] | null>((earlier, next) => (earlier ? mergeFacets(earlier, next) : next), null) ?? [];
    return { products: data.pages.flatMap((page) => page.products), total: last.totalNumberOfProducts, facets, sort: last.sort, loadedPages };
  }, [data, loadedPages]);
  return { view, query, hasMore: !!view && view.products.length < view.total && loadedPages < MAX_PAGE };
}
