import { GET as getSearch } from '@/app/api/v2/search/route';
import type { DatabaseHandle } from '@/lib/db/client';
import type { SearchResultPayload } from '@/lib/contract/search';
import { loadFirstSearchData, searchRequestQuery } from '@/lib/queries/search';
import { readSearchState } from '@/lib/search/search-url';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { loadSearchPageData } from '../search-page-data';

let handle: DatabaseHandle;
let shop: Shop;
beforeAll(async () => {
  // Enough products that a query matches more than two pages.
  handle = await createSeededTestDatabase({ products: 150 });
  shop = (await findShopBySlug('demo'))!;
});
afterAll(() => handle.close());

const stateOf = (search: string) => readSearchState(new URLSearchParams(search));

/** What the browser's search island loads for an address, through GET /search. */
function loadThroughApi(search: string) {
  const state = stateOf(search);
  return loadFirstSearchData(state, async (batch) => {
    const query = new URLSearchParams({ shop: 'demo', locale: 'en', page: String(batch.page), resultsPerPage: String(batch.resultsPerPage) });
    for (const [name, value] of Object.entries(searchRequestQuery(state))) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
    }
    const answer = await callRoute<SearchResultPayload>(getSearch, { url: `/api/v2/search?${query}` });
    expect(answer.status).toBe(200);
    return answer.json;
  });
}

describe('loadSearchPageData', () => {
  it.each([
    'q=navy',
    'q=cotton&page=3',
    'q=navy&sort=price-desc',
    'q=navy&ListPrice=10;60&sort=name-asc',
  ])('holds what the browser would load from the API for ?%s', async (search) => {
    const served = await loadSearchPageData(shop, 'en', stateOf(search));
    expect(served).toEqual(await loadThroughApi(search));
    expect(served!.pages[0]!.products.length).toBeGreaterThan(0);
  });

  it('loads every page up to the address page in one entry', async () => {
    const served = await loadSearchPageData(shop, 'en', stateOf('q=cotton&page=2'));
    expect(served!.pageParams).toEqual([{ from: 0, to: 2 }]);
    expect(served!.pages[0]!.products).toHaveLength(24);
  });

  it('filters by a facet like the API', async () => {
    const all = await loadSearchPageData(shop, 'en', stateOf('q=navy'));
    const brand = all!.pages[0]!.facets.find((facet) => facet.id === 'Manufacturer');
    const value = brand?.type === 'selection' ? brand.values[0]! : null;
    const filtered = await loadSearchPageData(shop, 'en', stateOf(`q=navy&Manufacturer=${encodeURIComponent(value!.value)}`));
    expect(filtered!.pages[0]!.totalNumberOfProducts).toBe(value!.matches);
    expect(filtered!.pages[0]!.products.every((product) => product.manufacturer === value!.value)).toBe(true);
  });

  it('loads nothing without a query', async () => {
    expect(await loadSearchPageData(shop, 'en', stateOf('sort=price-asc'))).toBeNull();
  });

  it.each([
    ['a price that is no range', 'q=navy&ListPrice=cheap'],
    ['a category that is no id', 'q=navy&CategoryID=shoes'],
    ['a NUL character', 'q=na%00vy'],
  ])('leaves a search the API refuses (%s) to the browser, which shows the error', async (_, search) => {
    expect(await loadSearchPageData(shop, 'en', stateOf(search))).toBeNull();
  });
});
