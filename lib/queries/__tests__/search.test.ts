import type { PageBatch } from '@/lib/search/page-cap';
import type { SearchState } from '@/lib/search/search-url';
import { loadFirstSearchData, loadSearchPages, searchQueryKey, searchRequestQuery, type SearchBatch } from '../search';

const state = (overrides: Partial<SearchState> = {}): SearchState => ({ q: 'navy', sort: null, page: 1, filters: [], ...overrides });

/** A catalog of `total` numbered products answering each batch from its own slice, with its page in the facets. */
function catalog(total: number) {
  const asked: PageBatch[] = [];
  const loadBatch = async (batch: PageBatch): Promise<SearchBatch> => {
    asked.push(batch);
    const start = (batch.page - 1) * batch.resultsPerPage;
    const ids = Array.from({ length: Math.max(0, Math.min(batch.resultsPerPage, total - start)) }, (_, i) => `p${start + i + 1}`);
    return {
      products: ids.map((productId) => ({ productId }) as SearchBatch['products'][number]),
      totalNumberOfProducts: total,
      totalIsEstimate: false,
      facets: [{ id: 'Manufacturer', type: 'selection', label: null, active: false, values: [{ value: `page ${batch.page}`, label: '', selected: false, matches: 1, visible: true }] }],
      sort: 'relevance',
      didYouMean: null,
      popular: [],
    };
  };
  return { asked, loadBatch };
}

const idsOf = (pages: { products: { productId: string }[] }) => pages.products.map((product) => product.productId);

describe('loadSearchPages', () => {
  it('loads the first pages in one batch and keeps the total and facets of the first answer', async () => {
    const { asked, loadBatch } = catalog(100);
    const pages = await loadSearchPages({ from: 0, to: 3 }, loadBatch);
    expect(asked).toEqual([{ page: 1, resultsPerPage: 36 }]);
    expect(idsOf(pages)).toEqual(Array.from({ length: 36 }, (_, i) => `p${i + 1}`));
    expect(pages).toMatchObject({ totalNumberOfProducts: 100, sort: 'relevance', to: 3 });
    expect(pages.facets[0]?.values).toEqual([expect.objectContaining({ value: 'page 1' })]);
  });

  it('cuts what a wider last batch brings beyond the requested page', async () => {
    const { asked, loadBatch } = catalog(300);
    const pages = await loadSearchPages({ from: 2, to: 5 }, loadBatch);
    // Batches stay aligned to their size: pages 3..4 as one batch of 24 and page 5 within the next.
    expect(asked.length).toBeGreaterThan(1);
    expect(idsOf(pages)).toEqual(Array.from({ length: 36 }, (_, i) => `p${24 + i + 1}`));
    expect(pages.to).toBe(5);
  });
});

describe('loadFirstSearchData', () => {
  it('is the infinite query after its first load: one entry of every page up to the address page', async () => {
    const { loadBatch } = catalog(50);
    const data = await loadFirstSearchData(state({ page: 2 }), loadBatch);
    expect(data.pageParams).toEqual([{ from: 0, to: 2 }]);
    expect(data.pages).toHaveLength(1);
    expect(idsOf(data.pages[0]!)).toHaveLength(24);
  });
});

describe('searchRequestQuery', () => {
  it('names q, the sort only when chosen, and repeats the values of a facet', () => {
    expect(searchRequestQuery(state())).toEqual({ q: 'navy' });
    expect(searchRequestQuery(state({
      sort: 'price-asc',
      filters: [{ id: 'Manufacturer', value: 'Nordvik' }, { id: 'ListPrice', value: '10;50' }, { id: 'Manufacturer', value: 'Fjell' }],
    }))).toEqual({ q: 'navy', sort: 'price-asc', Manufacturer: ['Nordvik', 'Fjell'], ListPrice: ['10;50'] });
  });
});

describe('searchQueryKey', () => {
  it('is the same for the same filters in any order and for any page, and differs by sort', () => {
    const a = state({ filters: [{ id: 'Manufacturer', value: 'Nordvik' }, { id: 'ListPrice', value: '10;50' }] });
    const b = state({ page: 3, filters: [{ id: 'ListPrice', value: '10;50' }, { id: 'Manufacturer', value: 'Nordvik' }] });
    expect(searchQueryKey('demo', 'en', a)).toEqual(searchQueryKey('demo', 'en', b));
    expect(searchQueryKey('demo', 'en', a)).not.toEqual(searchQueryKey('demo', 'en', { ...a, sort: 'price-asc' }));
  });
});
