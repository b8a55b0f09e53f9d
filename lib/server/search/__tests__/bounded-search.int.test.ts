import type { DatabaseHandle } from '@/lib/db/client';
import type { SortOption } from '@/lib/catalog/listing';
import { getDb } from '@/lib/db';
import { listedIn } from '@/lib/server/catalog/list-products';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { filterConditions, textMatch } from '../conditions';
import { searchFacets, type FacetedSearch } from '../facets';
import { noFilters, type SearchFilters } from '../filters';
import { lexemesOfText } from '../query-lexemes';

let handle: DatabaseHandle;
let shop: Shop;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 150 });
  shop = (await findShopBySlug('demo'))!;
});
afterAll(() => handle.close());

/** The read model's search as searchCatalog runs it, counting exactly up to `countLimit` matches. */
async function search(q: string, countLimit: number, options: { filters?: SearchFilters; page?: number; sort?: SortOption } = {}) {
  const filters = options.filters ?? noFilters();
  const db = await getDb();
  const text = textMatch(shop, 'en', q, await lexemesOfText(db, shop, 'en', q));
  const question: FacetedSearch = {
    base: text?.where ?? listedIn(shop, 'en'), text, conditions: filterConditions(filters), filters,
    sort: options.sort ?? 'relevance', page: options.page ?? 1, resultsPerPage: 12, countLimit,
  };
  return searchFacets(db, shop, 'en', question);
}

const valueCounts = (result: Awaited<ReturnType<typeof search>>) =>
  result.facets.flatMap((facet) => (facet.type === 'selection' ? facet.values.map((value) => value.matches) : []));

describe('search counts: exact up to a limit, then lower bounds', () => {
  it('counts exactly when the matches stay within the limit', async () => {
    const exact = await search('', 100_000);
    expect(exact.estimated).toBe(false);
    expect(exact.total).toBe(exact.matches);
    expect(exact.total).toBeGreaterThan(100);
  });

  it('says the counts are estimates past the limit, each a lower bound of the exact count', async () => {
    const exact = await search('', 100_000);
    const bounded = await search('', 20);
    expect(bounded.estimated).toBe(true);
    expect(bounded.total).toBeGreaterThanOrEqual(12);
    expect(bounded.total).toBeLessThanOrEqual(20);
    expect(Math.max(...valueCounts(bounded))).toBeLessThanOrEqual(20);
    // Every value counted over the first 20 matches is a value of the exact counts, with no more matches.
    const exactCount = new Map(exact.facets.flatMap((f) => (f.type === 'selection' ? f.values.map((v) => [`${f.id}/${v.value}`, v.matches] as const) : [])));
    for (const facet of bounded.facets) {
      if (facet.type !== 'selection') continue;
      for (const value of facet.values) expect(value.matches).toBeLessThanOrEqual(exactCount.get(`${facet.id}/${value.value}`) ?? 0);
    }
  });

  it('fills the same page whatever the limit of the counts: the page is not taken from the counted matches', async () => {
    for (const page of [1, 3]) {
      const exact = await search('', 100_000, { page });
      const bounded = await search('', 5, { page });
      expect(bounded.pageIds).toEqual(exact.pageIds);
      expect(bounded.pageIds).toHaveLength(12);
    }
  });

  it('ranks a text past the limit over its first matches: the page never reads more than the counts', async () => {
    const exact = [...(await search('wool', 100_000)).pageIds, ...(await search('wool', 100_000, { page: 2 })).pageIds];
    expect(exact.length).toBeGreaterThan(6);
    const bounded = await search('wool', 5);
    expect(bounded.estimated).toBe(true);
    // The 6 matches read (the limit and one more), each a match, in the order the exact ranking gives them.
    expect(bounded.pageIds).toHaveLength(6);
    const ranks = bounded.pageIds.map((id) => exact.indexOf(id));
    expect(ranks.every((rank) => rank >= 0)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('ranks the counted matches as the page read past the limit ranks them, in every sort and on later pages', async () => {
    // "wool" meets several relevance tiers (in names, in descriptions, as a prefix), "sh" one (a prefix).
    for (const q of ['wool', 'sh']) {
      for (const sort of ['relevance', 'price-asc', 'name-desc'] as const) {
        for (const page of [1, 2]) {
          const ranked = await search(q, 100_000, { sort, page });
          expect(ranked.estimated).toBe(false);
          expect(ranked.pageIds.length).toBeGreaterThan(0);
          // One match past its limit the page is read by rankedPage: along the sort's index, or tier by tier, each
          // tier over its first (limit) matches, which is all of a tier unless it holds every match.
          const past = await search(q, ranked.matches - 1, { sort, page });
          expect(past.estimated).toBe(true);
          expect(past.pageIds).toEqual(ranked.pageIds);
        }
      }
    }
  });

  it('keeps a filtered total at least the products its pages show', async () => {
    const all = await search('', 100_000);
    const category = all.facets.find((f) => f.id === 'CategoryID');
    const busiest = category?.type === 'selection' ? [...category.values].sort((a, b) => b.matches - a.matches)[0] : undefined;
    const filters = { ...noFilters(), categoryIds: [busiest!.value] };
    const bounded = await search('', 20, { filters, page: 2 });
    expect(bounded.estimated).toBe(true);
    expect(bounded.total).toBeGreaterThanOrEqual(12 + bounded.pageIds.length);
  });
});
