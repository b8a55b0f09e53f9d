import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/rows';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { searchCatalog } from '../search-products';
import { suggestProducts } from '../suggest-products';
import { suggestGroups } from '../suggest-groups';

let handle: DatabaseHandle;
let shop: Shop;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 150 });
  shop = (await findShopBySlug('demo'))!;
});
afterAll(() => handle.close());

const search = (q: string, resultsPerPage = 100) => searchCatalog(shop, 'en', { q, sort: 'relevance', page: 1, resultsPerPage });
const names = async (q: string) => (await search(q)).products.map((p) => p.name);
const suggested = async (q: string) => (await suggestProducts(shop, 'en', { q, limit: 10, sort: 'relevance' })).map((p) => p.name);

/** Runs `check` with the first products (by id) renamed to `newNames` in English, then names them back. */
async function withNames(newNames: string[], check: () => Promise<void>): Promise<void> {
  const products = await queryRows<{ id: string; name: string }>(handle.db, sql`
    select l.product_id as id, t.name from product_listings l
    inner join product_translations t on t.product_id = l.product_id and t.locale = l.locale
    where l.shop_id = ${shop.id} and l.locale = 'en' order by l.product_id limit ${newNames.length}`);
  const rename = (id: string, name: string) => handle.db.execute(sql`update product_translations set name = ${name} where product_id = ${id} and locale = 'en'`);
  for (const [i, product] of products.entries()) await rename(product.id, newNames[i]!);
  try {
    await check();
  } finally {
    for (const product of products) await rename(product.id, product.name);
  }
}

describe('search: the last word as a prefix', () => {
  it.each(['jac', 'swe', 'shi', 'Wool jac'])('finds what the suggestions find for "%s"', async (q) => {
    const suggested = await suggestProducts(shop, 'en', { q, limit: 10, sort: 'relevance' });
    expect(suggested.length).toBeGreaterThan(0);
    const found = await search(q);
    expect(found.totalNumberOfProducts).toBeGreaterThan(0);
    const foundIds = new Set(found.products.map((p) => p.productId));
    // Every suggested product is on the results (the name's word prefixes are a subset of the search).
    expect(suggested.filter((s) => !foundIds.has(s.productId)).map((s) => s.name)).toEqual([]);
  });

  it('a single letter is not read as a prefix', async () => {
    expect((await search('j')).totalNumberOfProducts).toBe(0);
  });

  it('stop words match nothing as whole words, and never every product', async () => {
    expect((await search('the and')).totalNumberOfProducts).toBe(0);
    const [listed] = await queryRows<{ count: number }>(handle.db, sql`
      select count(*)::int as count from product_listings where shop_id = ${shop.id} and locale = 'en'`);
    expect((await search('the')).totalNumberOfProducts).toBeLessThan(listed!.count);
  });

  it('a stop word typed last is the start of the words it begins ("an" of "anteater", "can" of "canopy")', async () => {
    await withNames(['Anteater Mug', 'Canopy Lamp'], async () => {
      expect(await names('an')).toContain('Anteater Mug');
      expect(await names('can')).toContain('Canopy Lamp');
      expect(await names('lamp can')).toEqual(['Canopy Lamp']);
      expect(await suggested('an')).toContain('Anteater Mug');
      expect(await suggested('can')).toContain('Canopy Lamp');
    });
  });

  it('finds a name by a part of a word when no word starts with it, as the suggestions do', async () => {
    await withNames(['Quokkaberry Tumbler'], async () => {
      expect(await suggested('okkab')).toEqual(['Quokkaberry Tumbler']);
      const found = await search('okkab');
      expect(found.products.map((p) => p.name)).toEqual(['Quokkaberry Tumbler']);
      expect(found.didYouMean).toBeNull();
      expect((await searchCatalog(shop, 'en', { q: 'okkab', sort: 'price-desc', page: 1, resultsPerPage: 12 })).totalNumberOfProducts).toBe(1);
      // Under three letters no name is read for a part of a word (no trigram index serves it).
      expect(await suggested('kk')).toEqual([]);
      expect((await search('kk')).totalNumberOfProducts).toBe(0);
    });
  });

  it('whatever the suggestions list products for, the search finds products for', async () => {
    const listed = await queryRows<{ name: string }>(handle.db, sql`
      select name from product_listings where shop_id = ${shop.id} and locale = 'en' order by name`);
    const words = [...new Set(listed.flatMap((row) => row.name.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 6))];
    // Prefixes of two and three letters, and parts inside words, of every sixth word (a fixed sample).
    const queries = [...new Set(words.filter((_, i) => i % 6 === 0).flatMap((w) => [w.slice(0, 2), w.slice(0, 3), w.slice(1, 4), w.slice(2, 6)]))];
    const suggestedFor: string[] = [];
    const notFound: string[] = [];
    for (const q of queries) {
      if ((await suggested(q)).length === 0) continue;
      suggestedFor.push(q);
      if ((await search(q, 12)).totalNumberOfProducts === 0) notFound.push(q);
    }
    expect(suggestedFor.length).toBeGreaterThan(15);
    expect(notFound).toEqual([]);
  });

  it('search syntax is taken as written: a phrase is not widened to a prefix', async () => {
    expect((await search('"jac"')).totalNumberOfProducts).toBe(0);
  });
});

describe('search: ranking tiers', () => {
  it('ranks the name itself first, whole words next, prefixes below them', async () => {
    const db = await getDb();
    const [named] = await queryRows<{ name: string }>(db, sql`
      select name from product_listings where shop_id = ${shop.id} and locale = 'en' and name ilike '%jacket%' order by name limit 1`);
    const found = await names(named!.name.toLowerCase());
    expect(found[0]).toBe(named!.name);
    // "coat" matches Coat as a word and nothing else as a prefix here: whole words come before "coa" prefixes.
    const jacketOrCoat = await names('jacket');
    const whole = jacketOrCoat.findIndex((name) => !/\bjackets?\b/i.test(name));
    const lastWhole = jacketOrCoat.findLastIndex((name) => /\bjackets?\b/i.test(name));
    expect(whole === -1 || whole > lastWhole).toBe(true);
  });

  it('whole-word matches rank above prefix-only matches', async () => {
    // "sand" is a colour (whole word) and the start of "sandals": the colour's products first.
    const found = await names('sand');
    const isWhole = (name: string) => /\bsand\b/i.test(name);
    expect(found.some(isWhole)).toBe(true);
    expect(found.some((name) => !isWhole(name))).toBe(true);
    expect(found.findIndex((name) => !isWhole(name))).toBeGreaterThan(found.findLastIndex(isWhole));
  });

  it('two neighbouring letters swapped find the word, which trigrams alone miss ("jakcet")', async () => {
    const found = await names('jakcet');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((name) => /jacket/i.test(name))).toBe(true);
    expect((await search('wool jakcet')).totalNumberOfProducts).toBeGreaterThan(0);
  });

  it('near spellings come after exact and prefix matches', async () => {
    const found = await names('jackat');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((name) => /jacket/i.test(name))).toBe(true);
  });
});

describe('search: nothing found', () => {
  it('offers the nearest spelling that finds products, and popular products', async () => {
    const answer = await search('stonewere qqqqzz');
    expect(answer.totalNumberOfProducts).toBe(0);
    expect(answer.products).toEqual([]);
    expect(answer.didYouMean).toBe('stoneware');
    expect(answer.popular.length).toBeGreaterThan(0);
    expect((await search(answer.didYouMean!)).totalNumberOfProducts).toBeGreaterThan(0);
  });

  it('offers no spelling when none is near, and nothing beside found products', async () => {
    const none = await search('qqqqzz');
    expect(none.didYouMean).toBeNull();
    expect(none.popular.length).toBeGreaterThan(0);
    const found = await search('mug');
    expect(found.didYouMean).toBeNull();
    expect(found.popular).toEqual([]);
  });
});

describe('suggestions: the name\'s words', () => {
  it('follow a renamed product at once, by any word\'s start, and never a word of the description alone', async () => {
    const [product] = await queryRows<{ id: string; name: string; description: string }>(handle.db, sql`
      select l.product_id as id, t.name, t.description from product_listings l
      inner join product_translations t on t.product_id = l.product_id and t.locale = l.locale
      where l.shop_id = ${shop.id} and l.locale = 'en' order by l.product_id limit 1`);
    await handle.db.execute(sql`update product_translations set name = 'Quokkaberry Tumbler', description = 'Zebrawood lid'
      where product_id = ${product!.id} and locale = 'en'`);
    try {
      expect(await suggested('quokk')).toEqual(['Quokkaberry Tumbler']);
      expect(await suggested('tumbler quokkab')).toEqual(['Quokkaberry Tumbler']);
      expect(await suggested('zebraw')).toEqual([]);
    } finally {
      await handle.db.execute(sql`update product_translations set name = ${product!.name}, description = ${product!.description}
        where product_id = ${product!.id} and locale = 'en'`);
    }
    expect(await suggested('quokk')).toEqual([]);
  });
});

describe('grouped suggestions', () => {
  it('lists products, categories, pages and brands matching by word prefix', async () => {
    const groups = await suggestGroups(shop, 'en', { q: 'jac', limit: 6 });
    expect(groups.products.length).toBeGreaterThan(0);
    expect(groups.categories.map((c) => c.label)).toEqual(['Jackets & Coats']);
    expect(groups.categories[0]!.href).toMatch(/^\/c\//);
    expect((await suggestGroups(shop, 'en', { q: 'ship', limit: 6 })).pages.map((p) => p.label)).toContain('Shipping & payment');
    const brands = await suggestGroups(shop, 'en', { q: 'nordv', limit: 6 });
    expect(brands.brands).toEqual([{ label: 'Nordvik', href: '/search?Manufacturer=Nordvik' }]);
  });

  it('offers every brand of the listed products once, and a brand given to a product at once', async () => {
    const listed = await queryRows<{ name: string }>(handle.db, sql`
      select distinct manufacturer as name from product_listings where shop_id = ${shop.id} and locale = 'en' and manufacturer <> '' order by 1`);
    expect(listed.length).toBeGreaterThan(1);
    for (const { name } of listed) {
      expect((await suggestGroups(shop, 'en', { q: name, limit: 6 })).brands.filter((b) => b.label === name)).toHaveLength(1);
    }
    // Stepping through the brands sees a new one past the last, and none for a product whose brand is emptied.
    const [first, second] = await queryRows<{ id: string; manufacturer: string }>(handle.db, sql`
      select p.id, p.manufacturer from products p inner join product_listings l on l.product_id = p.id and l.locale = 'en'
      where p.shop_id = ${shop.id} and p.manufacturer = ${listed[0]!.name} order by p.id limit 2`);
    await handle.db.execute(sql`update products set manufacturer = 'Zyxel Works' where id = ${first!.id}`);
    expect((await suggestGroups(shop, 'en', { q: 'zyx', limit: 6 })).brands.map((b) => b.label)).toEqual(['Zyxel Works']);
    await handle.db.execute(sql`update products set manufacturer = '' where id = ${second!.id}`);
    expect((await suggestGroups(shop, 'en', { q: 'zyx', limit: 6 })).brands.map((b) => b.label)).toEqual(['Zyxel Works']);
    await handle.db.execute(sql`update products set manufacturer = ${first!.manufacturer} where id in (${first!.id}, ${second!.id})`);
    expect((await suggestGroups(shop, 'en', { q: 'zyx', limit: 6 })).brands).toEqual([]);
  });

  it('never lists hidden categories or hidden pages', async () => {
    expect((await suggestGroups(shop, 'en', { q: 'winter', limit: 6 })).categories).toEqual([]);
    expect((await suggestGroups(shop, 'en', { q: 'autumn', limit: 6 })).pages).toEqual([]);
  });
});
