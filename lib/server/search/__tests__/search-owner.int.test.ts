import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { getDb } from '@/lib/db';
import { productListings, searchCounts } from '@/lib/db/schema';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { isoWeekOf } from '@/lib/search/search-terms';
import { searchCatalog } from '../search-products';
import { suggestProducts } from '../suggest-products';
import { addSearchCounts, countClick, countSearch, flushSearchCounts } from '../search-stats';
import { searchReport } from '../search-report';
import { createSynonym, deleteSynonym, listSynonyms, updateSynonym } from '../synonyms';
import { createPin, deletePin, listPins } from '../pins';

let handle: DatabaseHandle;
let shop: Shop;
let other: Shop;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  shop = (await findShopBySlug('demo'))!;
  other = (await findShopBySlug('beyond-demo'))!;
});
afterAll(() => handle.close());

const search = (q: string) => searchCatalog(shop, 'en', { q, sort: 'relevance', page: 1, resultsPerPage: 100 });
const ids = async (q: string) => (await search(q)).products.map((p) => p.productId);

describe('search counts', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const week = isoWeekOf(now);

  it('counts searches, searches without results and clicks per normalised query, written at the flush', async () => {
    countSearch(shop, 'en', 'Wool  Jacket', true, now);
    countSearch(shop, 'en', ' wool jacket ', true, now);
    countClick(shop, 'en', 'WOOL JACKET', now);
    countSearch(shop, 'en', 'mug', true, now);
    countSearch(shop, 'en', 'unicorn saddle', false, now);
    countSearch(shop, 'de', 'mug', true, now);
    countSearch(other, 'en', 'mug', true, now);
    // Nothing is written before the flush: counting costs a search no database write.
    expect(await (await getDb()).select().from(searchCounts)).toEqual([]);
    await flushSearchCounts();
    countSearch(shop, 'en', 'mug', true, now);
    await flushSearchCounts();

    const report = await searchReport(shop, 'en', week, now);
    expect(report.week).toBe(week);
    expect(report.top).toEqual([
      { query: 'mug', searches: 2, noResults: 0, clicks: 0 },
      { query: 'wool jacket', searches: 2, noResults: 0, clicks: 1 },
      { query: 'unicorn saddle', searches: 1, noResults: 1, clicks: 0 },
    ]);
    expect(report.noResults.map((row) => row.query)).toEqual(['unicorn saddle']);
    expect(report.noClicks.map((row) => row.query)).toEqual(['mug']);
    expect((await searchReport(shop, 'de', week, now)).top).toEqual([{ query: 'mug', searches: 1, noResults: 0, clicks: 0 }]);
  });

  it('reads a week by any of its days and offers the weeks with counts', async () => {
    const report = await searchReport(shop, 'en', '2026-11-27', new Date('2026-12-10T00:00:00Z'));
    expect(report.week).toBe(week);
    expect(report.weeks).toEqual(['2026-12-07', week]);
    expect((await searchReport(shop, 'en', undefined, new Date('2026-12-10T00:00:00Z'))).top).toEqual([]);
  });

  it('adds concurrent flushes of the same row without losing one', async () => {
    const row = { shopId: shop.id, locale: 'en', week: '2026-01-05', query: 'together', searches: 1, noResults: 0, clicks: 1 };
    await Promise.all(Array.from({ length: 12 }, () => addSearchCounts(handle.db, [row, { ...row, query: 'apart' }])));
    const rows = await handle.db.select().from(searchCounts).where(and(eq(searchCounts.shopId, shop.id), eq(searchCounts.week, '2026-01-05')));
    expect(rows.map((r) => [r.query, r.searches, r.clicks]).sort()).toEqual([['apart', 12, 12], ['together', 12, 12]]);
  });
});

describe('synonyms', () => {
  it('a synonym finds what its word finds, in search and suggestions, at once', async () => {
    const jackets = await ids('jacket');
    expect(jackets.length).toBeGreaterThan(0);
    // Asked before the synonym exists, so a kept answer would be stale.
    expect((await search('parka')).totalNumberOfProducts).toBe(0);
    expect(await suggestProducts(shop, 'en', { q: 'parka', limit: 10, sort: 'relevance' })).toEqual([]);

    const group = await createSynonym(shop, 'en', ['Parka', 'jacket', 'parka']);
    expect(group.words).toEqual(['parka', 'jacket']);
    expect(new Set(await ids('parka'))).toEqual(new Set(await ids('jacket')));
    const suggested = await suggestProducts(shop, 'en', { q: 'parka', limit: 10, sort: 'relevance' });
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.every((s) => /jacket/i.test(s.name))).toBe(true);
    // Only in its locale.
    expect((await searchCatalog(shop, 'de', { q: 'parka', sort: 'relevance', page: 1, resultsPerPage: 10 })).totalNumberOfProducts).toBe(0);

    await updateSynonym(shop, 'en', group.id, ['parka', 'anorak']);
    expect((await search('parka')).totalNumberOfProducts).toBe(0);
    await deleteSynonym(shop, 'en', group.id);
    expect(await listSynonyms(shop, 'en')).toEqual([]);
  });

  it('refuses a group without two different words, and another shop\'s group', async () => {
    await expect(createSynonym(shop, 'en', ['Hoodie', 'hoodie '])).rejects.toMatchObject({ status: 400 });
    const group = await createSynonym(shop, 'en', ['hoodie', 'sweatshirt']);
    await expect(deleteSynonym(other, 'en', group.id)).rejects.toMatchObject({ status: 404 });
    await expect(updateSynonym(shop, 'de', group.id, ['a', 'b'])).rejects.toMatchObject({ status: 404 });
    await deleteSynonym(shop, 'en', group.id);
  });
});

describe('pins', () => {
  it('puts pinned products first for their query, in pin order, even ones the words do not find', async () => {
    const jackets = await ids('jacket');
    const [notAJacket] = await handle.db.select({ id: productListings.productId, name: productListings.name }).from(productListings)
      .where(and(eq(productListings.shopId, shop.id), eq(productListings.locale, 'en'))).then((rows) => rows.filter((r) => !jackets.includes(r.id)));
    const last = jackets.at(-1)!;
    const first = await createPin(shop, 'en', { query: '  JACKET ', productId: last });
    const second = await createPin(shop, 'en', { query: 'jacket', productId: notAJacket!.id });
    expect(first.query).toBe('jacket');
    const found = await search('Jacket');
    expect(found.products.slice(0, 2).map((p) => p.productId)).toEqual([last, notAJacket!.id]);
    expect(found.totalNumberOfProducts).toBe(jackets.length + 1);
    // Another query, another locale: no pin.
    expect((await ids('wool jacket'))[0]).not.toBe(notAJacket!.id);
    expect(await listPins(shop, 'de')).toEqual([]);
    expect((await listPins(shop, 'en')).map((pin) => pin.productName)).toEqual([expect.any(String), notAJacket!.name]);

    await expect(createPin(shop, 'en', { query: 'jacket', productId: last })).rejects.toMatchObject({ status: 409 });
    await deletePin(shop, 'en', second.id);
    await deletePin(shop, 'en', first.id);
    expect(await ids('jacket')).toEqual(jackets);
  });

  it("refuses another shop's product and an unknown pin", async () => {
    const [foreign] = await handle.db.select({ id: productListings.productId }).from(productListings).where(eq(productListings.shopId, other.id)).limit(1);
    await expect(createPin(shop, 'en', { query: 'mug', productId: foreign!.id })).rejects.toMatchObject({ status: 422 });
    await expect(deletePin(shop, 'en', '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
  });
});
