import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/providers/page-messages';
import { Prefetched } from '@/components/providers/prefetched';
import { PopularProductsGrid, SearchResultsGrid } from '@/components/search/search-grids';
import { SearchResults } from '@/components/search/search-results';
import { defaultSearchSort } from '@/lib/catalog/listing';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { searchKeyOf, searchQueryKey } from '@/lib/queries/search';
import { readSearchState } from '@/lib/search/search-url';
import { loadSearchPageData } from '@/lib/server/search/search-page-data';
import { showsClosedPage } from '@/lib/server/shop/get-shop';
import { searchOf, type SearchParams } from '../_lib/search-params';
import { getStorefront, type StorefrontParams } from '../_lib/storefront';

interface Props {
  params: Promise<StorefrontParams>;
  searchParams: Promise<SearchParams>;
}

async function searchStateOf(searchParams: Promise<SearchParams>) {
  return readSearchState(new URLSearchParams(searchOf(await searchParams)));
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ shop }, state, t] = await Promise.all([getStorefront(params), searchStateOf(searchParams), getTranslations('Search')]);
  return {
    title: state.q ? t('resultsFor', { query: state.q }) : t('title'),
    description: t('metaDescription', { shop: shop.title }),
    robots: { index: false, follow: true },
  };
}

/**
 * Search results (/search?q=...&sort=...&page=...&{facet}=...): noindex and different for every
 * query, so rendered per request with the results of the address in the HTML. The island takes them
 * over from its cache and loads only what the shopper changes afterwards.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const [{ shop, mode, locale, links, market }, state] = await Promise.all([getStorefront(params), searchStateOf(searchParams)]);
  // A closed shop shows its closed page instead, so there is nothing to search for.
  const results = showsClosedPage(shop, mode) ? null : await loadSearchPageData(shop, locale, state, market);
  // The cards of this address as server markup, as a category page has them: only their islands hydrate.
  const first = results?.pages[0];
  const rendered = results && first ? {
    key: searchKeyOf(shop.slug, locale, state), loadedPages: first.to,
    results: <SearchResultsGrid products={first.products} links={links} />,
    popular: <PopularProductsGrid products={first.popular} links={links} />,
  } : undefined;
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.search}>
      <Prefetched queries={results ? [[searchQueryKey(shop.slug, locale, state), results]] : []}>
        <SearchResults shop={shop.slug} links={links} defaultSort={defaultSearchSort(shop.beyond)} rendered={rendered} />
      </Prefetched>
    </PageMessages>
  );
}
