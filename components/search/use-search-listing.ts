'use client';

import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { shopApi } from '@/lib/api/browser';
import type { FacetPayload } from '@/lib/contract/search';
import { MAX_PAGE } from '@/lib/catalog/listing';
import { firstSearchParam, loadSearchPages, SEARCH_PER_PAGE, searchQueryKey, searchRequestQuery, type SearchPagesParam } from '@/lib/queries/search';
import { mergeFacets } from '@/lib/search/facet-merge';
import type { SearchState } from '@/lib/search/search-url';
import { searchRoutes } from '@/lib/api/routes/search';

function loadPages(state: SearchState, locale: string, pages: SearchPagesParam) {
  const query = { ...searchRequestQuery(state), locale };
  // A failed first load is the view's error (spec section 8); a failed load more only has the notification.
  const silent = pages.from === 0;
  return loadSearchPages(pages, (batch) => shopApi(searchRoutes.searchByQuery, {
    query: { ...query, page: String(batch.page), resultsPerPage: String(batch.resultsPerPage) },
  }, { silent }));
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
    // The server page fills this entry for the address it renders, so the first view loads nothing.
    queryKey: searchQueryKey(shop, locale, state),
    // A query, or filters alone (a brand chosen among the suggestions).
    enabled: state.q !== '' || state.filters.length > 0,
    initialPageParam: firstSearchParam(state),
    queryFn: ({ pageParam }) => loadPages(state, locale, pageParam),
    // A lower-bound total (more than 1,000 matches) may have more behind it: pages load on while they come back full.
    getNextPageParam: (last): SearchPagesParam | undefined =>
      (last.to * SEARCH_PER_PAGE < last.totalNumberOfProducts || (last.totalIsEstimate && last.products.length > 0)) && last.to < MAX_PAGE
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
    const { didYouMean, popular } = data.pages[0]!;
    return {
      products: data.pages.flatMap((page) => page.products), total: last.totalNumberOfProducts, totalIsEstimate: last.totalIsEstimate,
      facets, sort: last.sort, loadedPages, didYouMean, popular, lastLoadFound: last.products.length > 0,
    };
  }, [data, loadedPages]);
  const more = !!view && (view.products.length < view.total || (view.totalIsEstimate && view.lastLoadFound));
  return { view, query, hasMore: more && loadedPages < MAX_PAGE };
}
