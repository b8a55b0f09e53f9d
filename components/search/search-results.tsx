'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SortSelect } from '@/components/catalog/sort-select';
import { IntentLink } from '@/components/shell/intent-link';
import { pickCarriedQuery } from '@/lib/routing/carried-query';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import type { SortOption } from '@/lib/catalog/listing';
import { facetHasChoices } from '@/lib/search/facet-merge';
import {
  filtersKey, readSearchState, searchQueryString, setSingleFilter, toggleFilter, type FacetFilter, type SearchState,
} from '@/lib/search/search-url';
import { searchKeyOf } from '@/lib/queries/search';
import { FacetPanel } from './facet-panel';
import { ScrollToTop } from './scroll-to-top';
import { SearchSkeleton } from './search-skeleton';
import styles from './search.module.css';
import { PopularProductsGrid, SearchResultsGrid } from './search-grids';
import { useSearchListing } from './use-search-listing';
import { reportClick, reportSearch } from '@/lib/search/search-beacon';

/** Sorts a shopper can pick for search results. */
const SEARCH_SORTS: readonly SortOption[] = ['relevance', 'price-asc', 'price-desc', 'name-asc', 'name-desc'];

/** Puts a search state into the address: a new entry for a new view, a replacement for load more. */
function writeAddress(state: SearchState, mode: 'push' | 'replace') {
  const carried = pickCarriedQuery(new URLSearchParams(window.location.search));
  const url = `${window.location.pathname}?${searchQueryString(state, carried)}`;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/**
 * The grids the server page rendered for the address it was asked for, with the search (`key`, as
 * searchKeyOf writes it) and pages they show. Shown while the island shows that view, so that their
 * cards hydrate only their islands, as a category page's do, not the whole card.
 */
export interface RenderedGrids {
  key: string;
  loadedPages: number;
  results: ReactNode;
  popular: ReactNode;
}

interface Props {
  shop: string;
  links: LinkContext;
  defaultSort: SortOption;
  rendered?: RenderedGrids;
}

/**
 * Search results of the address. The page renders the address it was requested with from the
 * results it put in the cache; filters, sort and load more change the address here and load from the API.
 */
export function SearchResults({ shop, links, defaultSort, rendered }: Props) {
  const t = useTranslations('Search');
  const tListing = useTranslations('Listing');
  const locale = useLocale();
  const state = readSearchState(new URLSearchParams(useSearchParams().toString()));
  const { view, query, hasMore } = useSearchListing(shop, locale, state);
  const toolbar = useRef<HTMLDivElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Filters just chosen, shown at once while the address (and with it the results) catches up.
  const [chosen, setChosen] = useState<{ from: string; filters: FacetFilter[] } | null>(null);
  const currentKey = filtersKey(state.filters);
  // Once the address has moved on, it is the truth again (also after going back to the earlier filters).
  if (chosen && chosen.from !== currentKey) setChosen(null);
  const filters = chosen && chosen.from === currentKey ? chosen.filters : state.filters;
  const change = (next: Partial<SearchState>) => {
    if (next.filters) setChosen({ from: currentKey, filters: next.filters });
    writeAddress({ ...state, ...next, page: 1 }, 'push');
  };

  // Each query once, when its results are in (not the previous query's, kept on screen while it loads).
  const counted = useRef<string | null>(null);
  const answered = view && !query.isPlaceholderData ? view.total > 0 : null;
  useEffect(() => {
    if (answered === null || !state.q || counted.current === state.q) return;
    counted.current = state.q;
    reportSearch(state.q, answered);
  }, [answered, state.q]);

  const title = state.q ? t('resultsFor', { query: state.q }) : t('title');
  // A search by filters alone (a brand from the suggestions) lists what they select.
  if (!state.q && state.filters.length === 0) {
    return <div className={styles.search}><h1>{title}</h1><p>{t('enterQuery')}</p></div>;
  }
  if (!view) {
    if (!query.isError) return <SearchSkeleton title={title} />;
    return (
      <div className={styles.search}>
        <h1>{title}</h1>
        <div role="alert" className={styles.error}>
          <p>{t('loadError')}</p>
          <button type="button" onClick={() => void query.refetch()}>{t('retry')}</button>
        </div>
      </div>
    );
  }
  const faceted = view.facets.some(facetHasChoices) || state.filters.length > 0;
  const server = rendered && !query.isPlaceholderData && rendered.loadedPages === view.loadedPages && rendered.key === searchKeyOf(shop, locale, state)
    ? rendered : null;
  return (
    <div className={styles.search}>
      <h1>{title}</h1>
      <div ref={toolbar} className={styles.toolbar}>
        <p role="status" aria-live="polite" className={styles.count}>{t(view.totalIsEstimate ? 'resultCountAtLeast' : 'resultCount', { count: view.total })}</p>
        {faceted && (
          <button type="button" className={`button--secondary ${styles.filterToggle}`} aria-expanded={filtersOpen}
            aria-controls="search-filters" onClick={() => setFiltersOpen(!filtersOpen)}>
            {t('filters')}{state.filters.length > 0 ? ` (${state.filters.length})` : ''}
          </button>
        )}
        {view.total > 1 && <SortSelect options={SEARCH_SORTS} value={state.sort ?? defaultSort} onSelect={(sort) => change({ sort })} />}
      </div>
      <div className={faceted ? styles.faceted : styles.plain}>
        {faceted && (
          <aside id="search-filters" aria-label={t('filters')} className={styles.sidebar} data-open={filtersOpen}>
            <FacetPanel facets={view.facets} countsAreLowerBounds={view.totalIsEstimate} filters={filters}
              onToggle={(id, value) => change({ filters: toggleFilter(filters, id, value) })}
              onRange={(id, value) => change({ filters: setSingleFilter(filters, id, value) })}
              onClear={() => change({ filters: [] })} />
          </aside>
        )}
        <div className={styles.results} aria-busy={query.isFetching}>
          {view.products.length > 0 ? (
            // A product link followed from the results is a click for the search report.
            <div className={styles.found} onClickCapture={(event) => (event.target as Element).closest('a[href]') && reportClick(state.q)}>
              {server ? server.results : <SearchResultsGrid products={view.products} links={links} />}
            </div>
          ) : <p>{t('noResults')}</p>}
          {view.didYouMean && (
            <p>{t.rich('didYouMean', {
              suggestion: view.didYouMean,
              link: (text) => <IntentLink href={hrefFor(`${routes.search()}?${new URLSearchParams({ q: view.didYouMean! })}`, links)}>{text}</IntentLink>,
            })}</p>
          )}
          {view.products.length === 0 && view.popular.length > 0 && (
            <section aria-labelledby="search-popular" className={styles.popular}>
              <h2 id="search-popular">{t('popular')}</h2>
              {server ? server.popular : <PopularProductsGrid products={view.popular} links={links} />}
            </section>
          )}
          <div className={styles.more}>
            {view.products.length > 0 && <p className={styles.count}>{view.totalIsEstimate
              ? t('shownOfAtLeast', { shown: view.products.length, total: view.total })
              : tListing('shown', { shown: view.products.length, total: view.total })}</p>}
            {hasMore && (
              <button type="button" className="button--secondary" disabled={query.isFetchingNextPage}
                onClick={() => writeAddress({ ...state, page: view.loadedPages + 1 }, 'replace')}>
                {tListing('loadMore')}
              </button>
            )}
          </div>
        </div>
      </div>
      <ScrollToTop toolbar={toolbar} />
    </div>
  );
}
