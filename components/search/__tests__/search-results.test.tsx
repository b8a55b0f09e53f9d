/** @jest-environment jsdom */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import type { ProductCardPayload } from '@/lib/contract/catalog';
import { makeQueryClient } from '@/lib/queries/query-client';
import { searchKeyOf, searchQueryKey, type SearchData } from '@/lib/queries/search';
import { readSearchState } from '@/lib/search/search-url';
import messages from '@/messages/en.json';
import { SearchResults, type RenderedGrids } from '../search-results';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }), useSearchParams: jest.fn() }));
// The search report's beacon is not this test's subject.
jest.mock('@/lib/search/search-beacon', () => ({ reportSearch: jest.fn(), reportClick: jest.fn() }));
const searchParams = jest.mocked(useSearchParams);

const links = { editor: false, locale: 'en', defaultLocale: 'en' };
const mug: ProductCardPayload = {
  productId: '00000000-0000-4000-8000-000000000001', sku: 'VT-1', name: 'Stoneware Mug', slug: 'stoneware-mug', href: '/p/stoneware-mug',
  manufacturer: null, price: { amount: 1490, currency: 'EUR', formatted: '€14.90' }, stockLevel: 5, available: true,
  isVariationMaster: false, image: null, swatches: [],
};
const found = (sort: 'relevance' | 'price-asc'): SearchData => ({
  pages: [{ products: [mug], totalNumberOfProducts: 1, totalIsEstimate: false, facets: [], sort, didYouMean: null, popular: [], to: 1 }],
  pageParams: [{ from: 0, to: 1 }],
});

/** The page as the server rendered it for `?q=mug`, shown at the address `query`. */
function resultsAt(query: string) {
  const client = makeQueryClient();
  for (const [address, sort] of [['q=mug', 'relevance'], ['q=mug&sort=price-asc', 'price-asc']] as const) {
    client.setQueryData(searchQueryKey('demo', 'en', readSearchState(new URLSearchParams(address))), found(sort));
  }
  const rendered: RenderedGrids = {
    key: searchKeyOf('demo', 'en', readSearchState(new URLSearchParams('q=mug'))), loadedPages: 1,
    results: <p>The server&apos;s cards</p>, popular: null,
  };
  searchParams.mockReturnValue(new URLSearchParams(query) as ReturnType<typeof useSearchParams>);
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <SearchResults shop="demo" links={links} defaultSort="relevance" rendered={rendered} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

describe('SearchResults', () => {
  it('shows the cards the server rendered for the address it was asked for', () => {
    resultsAt('q=mug');
    expect(screen.getByText("The server's cards")).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('renders the cards itself once the shopper has changed the search', () => {
    resultsAt('q=mug&sort=price-asc');
    expect(screen.queryByText("The server's cards")).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Stoneware Mug' })).toBeInTheDocument();
  });
});
