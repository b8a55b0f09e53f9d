import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import {
  categories, productCategories, productTranslations, products, productVariationValues, shops, variationAttributeValues,
  variationAttributes,
} from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import type { FacetPayload, SearchResultPayload } from '@/lib/contract/search';
import { convertAmount, type Conversion } from '@/lib/pricing/conversion';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getSearch, POST as postSearch } from '../route';

type Result = SearchResultPayload;
type SelectionFacet = Extract<FacetPayload, { type: 'selection' }>;
type RangeFacet = Extract<FacetPayload, { type: 'range' }>;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

const post = (body: unknown, query = '') =>
  callRoute<Result & { errors?: { path: string }[] }>(postSearch, { method: 'POST', url: `/api/v2/search?shop=demo${query}`, body });
const get = (query: string) => callRoute<Result & { errors?: { path: string }[] }>(getSearch, { url: `/api/v2/search?shop=demo&${query}` });
const facet = (result: Result, id: string) => result.facets.find((f) => f.id === id);
const selection = (result: Result, id: string) => facet(result, id) as SelectionFacet;
const countsOf = (f: SelectionFacet) => Object.fromEntries(f.values.map((v) => [v.value, v.matches]));

/** Every visible simple product and master of the demo shop, with what the facets look at. */
async function catalogRows() {
  const db = handle.db;
  const [shop] = await db.select().from(shops).where(eq(shops.slug, 'demo'));
  const rows = await db.select({ id: products.id, manufacturer: products.manufacturer, price: products.priceAmount })
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, 'en')))
    .where(and(eq(products.shopId, shop!.id), eq(products.isVisible, true), inArray(products.kind, ['simple', 'master'])));
  const memberships = await db.select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories).innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(and(eq(productCategories.shopId, shop!.id), eq(categories.isVisible, true)));
  const values = await db.select({ masterId: products.variationMasterId, name: variationAttributes.name, value: variationAttributeValues.value })
    .from(products)
    .innerJoin(productVariationValues, eq(productVariationValues.productId, products.id))
    .innerJoin(variationAttributes, eq(variationAttributes.id, productVariationValues.attributeId))
    .innerJoin(variationAttributeValues, eq(variationAttributeValues.id, productVariationValues.valueId))
    .where(and(eq(products.shopId, shop!.id), eq(products.isVisible, true)));
  const valuesOf = (id: string, name: string) => new Set(values.filter((v) => v.masterId === id && v.name === name).map((v) => v.value));
  return rows.map((row) => ({
    ...row,
    categories: new Set(memberships.filter((m) => m.productId === row.id).map((m) => m.categoryId)),
    colours: valuesOf(row.id, 'color'),
    sizes: valuesOf(row.id, 'size'),
  }));
}

function tally(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

describe('POST and GET /search', () => {
  it('finds the stoneware mug with relevance first and answers the facets', async () => {
    const response = await post({ query: 'stoneware mug' });
    expect(response.status).toBe(200);
    expect(response.json.sort).toBe('relevance');
    expect(response.json.products[0]).toMatchObject({ slug: DEMO.products.mug.slug.en, href: `/p/${DEMO.products.mug.slug.en}` });
    expect(response.json.facets.map((f) => f.id).slice(0, 3)).toEqual(['CategoryID', 'Manufacturer', 'ListPrice']);
    expect(response.json.totalNumberOfProducts).toBeGreaterThanOrEqual(1);
    expect(response.json).toMatchObject({ page: 1, resultsPerPage: 12 });
  });

  it('answers GET with repeated facet parameters exactly as POST with the same filters', async () => {
    const all = (await post({ query: '' })).json;
    const manufacturers = selection(all, 'Manufacturer').values.slice(0, 2).map((v) => v.value);
    const categoryId = selection(all, 'CategoryID').values[0]!.value;
    const query = new URLSearchParams([
      ['q', ''], ['sort', 'price-asc'], ['CategoryID', categoryId],
      ...manufacturers.map((m): [string, string] => ['Manufacturer', m]), ['ListPrice', '10;200'], ['utm_source', 'mail'],
    ]);
    const viaGet = await get(query.toString());
    const viaPost = await post({
      query: '', sort: 'price-asc',
      filters: [{ id: 'CategoryID', value: categoryId }, ...manufacturers.map((value) => ({ id: 'Manufacturer', value })), { id: 'ListPrice', min: 10, max: 200 }],
    });
    expect(viaGet.status).toBe(200);
    expect(viaGet.json).toEqual(viaPost.json);
    expect(selection(viaGet.json, 'Manufacturer').values.filter((v) => v.selected).map((v) => v.value).sort()).toEqual([...manufacturers].sort());
  });

  it('computes facet counts with the other facets\' filters applied, as a hand count does', async () => {
    const rows = await catalogRows();
    const all = (await post({ query: '' })).json;
    expect(all.totalNumberOfProducts).toBe(rows.length);
    // The department with the most products, and its most common manufacturer.
    const department = selection(all, 'CategoryID').values.reduce((a, b) => (b.matches > a.matches ? b : a));
    const inDepartment = rows.filter((r) => r.categories.has(department.value));
    const manufacturer = Object.entries(tally(inDepartment.map((r) => r.manufacturer!)))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    const result = await post({ query: '', filters: [{ id: 'CategoryID', value: department.value }, { id: 'Manufacturer', value: manufacturer }] });
    expect(result.status).toBe(200);

    const both = inDepartment.filter((r) => r.manufacturer === manufacturer);
    expect(result.json.totalNumberOfProducts).toBe(both.length);
    // Manufacturer counts: category filter applied, manufacturer filter not.
    expect(countsOf(selection(result.json, 'Manufacturer'))).toEqual(tally(inDepartment.map((r) => r.manufacturer!)));
    // Category counts: manufacturer filter applied, category filter not.
    const byManufacturer = rows.filter((r) => r.manufacturer === manufacturer);
    expect(countsOf(selection(result.json, 'CategoryID'))).toEqual(tally(byManufacturer.flatMap((r) => [...r.categories])));
    // Price bounds over the products that pass both filters, in whole euros.
    const price = facet(result.json, 'ListPrice') as RangeFacet;
    expect(price.values).toMatchObject({
      min: Math.floor(Math.min(...both.map((r) => r.price)) / 100), max: Math.ceil(Math.max(...both.map((r) => r.price)) / 100),
      selected: false, selection: null,
    });
    // Colour counts: masters passing both filters, per colour of their visible variations.
    const colourFacet = facet(result.json, 'PreDefString_color') as SelectionFacet | undefined;
    const expectedColours = tally(both.flatMap((r) => [...r.colours]));
    expect(colourFacet ? countsOf(colourFacet) : {}).toEqual(expectedColours);
    expect(selection(result.json, 'CategoryID')).toMatchObject({ active: true });
    expect(selection(result.json, 'Manufacturer').values.find((v) => v.value === manufacturer)).toMatchObject({ selected: true, visible: true });
  });

  it('filters by variation attribute values and keeps the other values of that facet countable', async () => {
    const rows = await catalogRows();
    const result = await get('PreDefString_color=black&resultsPerPage=100');
    expect(result.status).toBe(200);
    const blackMasters = rows.filter((r) => r.colours.has('black'));
    expect(result.json.totalNumberOfProducts).toBe(blackMasters.length);
    expect(result.json.products.map((p) => p.slug)).toContain(DEMO.products.master.slug.en);
    expect(result.json.products.every((p) => p.isVariationMaster)).toBe(true);
    const colours = selection(result.json, 'PreDefString_color');
    expect(colours.label).toBe('Colour');
    expect(countsOf(colours)).toEqual(tally(rows.flatMap((r) => [...r.colours])));
    expect(colours.values.find((v) => v.value === 'black')).toMatchObject({ selected: true, label: 'Black' });
  });

  it('applies each attribute filter to the other attribute facets only', async () => {
    const rows = await catalogRows();
    const result = await get('PreDefString_color=black&PreDefString_color=navy&PreDefString_size=M');
    expect(result.status).toBe(200);
    const colourOk = (r: (typeof rows)[number]) => r.colours.has('black') || r.colours.has('navy');
    expect(result.json.totalNumberOfProducts).toBe(rows.filter((r) => colourOk(r) && r.sizes.has('M')).length);
    expect(countsOf(selection(result.json, 'PreDefString_color'))).toEqual(tally(rows.filter((r) => r.sizes.has('M')).flatMap((r) => [...r.colours])));
    expect(countsOf(selection(result.json, 'PreDefString_size'))).toEqual(tally(rows.filter(colourOk).flatMap((r) => [...r.sizes])));
    // Sizes keep their attribute order rather than the alphabet.
    expect(selection(result.json, 'PreDefString_size').values.map((v) => v.value).slice(0, 4)).toEqual(['S', 'M', 'L', 'XL']);
  });

  it('filters by a price range in currency units and reports the selection', async () => {
    const result = await get('ListPrice=10;20&resultsPerPage=100');
    expect(result.status).toBe(200);
    expect(result.json.products.length).toBeGreaterThan(0);
    expect(result.json.products.every((p) => p.price.amount >= 1000 && p.price.amount <= 2000)).toBe(true);
    expect(facet(result.json, 'ListPrice')).toMatchObject({ type: 'range', active: true, values: { selected: true, selection: { min: 10, max: 20 } } });
    const decimal = await get('ListPrice=14.9;14.9');
    expect(decimal.json.products.map((p) => p.price.amount)).toContain(DEMO.products.mug.priceAmount);
    expect(decimal.json.products.every((p) => p.price.amount === 1490)).toBe(true);
  });

  it("filters in the shopper's market's currency and answers the price facet in it", async () => {
    const { exchangeRateMillionths: rateMillionths, rounding } = DEMO.markets.ch;
    const chf: Conversion = { fromCurrency: 'EUR', toCurrency: 'CHF', rateMillionths, rounding };
    const rows = await catalogRows();
    // Exactly the products whose converted CHF price lies in 20;40 (the rule: a price-list price counts by its converted one).
    const swiss = await get('country=CH&ListPrice=20;40&resultsPerPage=100');
    expect(swiss.status).toBe(200);
    const inRange = rows.filter((r) => convertAmount(r.price, chf) >= 2000 && convertAmount(r.price, chf) <= 4000);
    expect(swiss.json.totalNumberOfProducts).toBe(inRange.length);
    expect(swiss.json.totalNumberOfProducts).not.toBe((await get('ListPrice=20;40&resultsPerPage=100')).json.totalNumberOfProducts);
    expect(swiss.json.products.every((p) => p.price.currency === 'CHF')).toBe(true);
    expect(facet(swiss.json, 'ListPrice')).toMatchObject({ active: true, currency: 'CHF', values: { selected: true, selection: { min: 20, max: 40 } } });
    // The full range in whole francs holds every CHF price of the catalogue.
    const all = await post({ query: '', filters: [] }, '&country=CH&resultsPerPage=100');
    const range = (facet(all.json, 'ListPrice') as RangeFacet).values;
    const converted = rows.map((r) => convertAmount(r.price, chf));
    expect(range.min).toBe(Math.floor(Math.min(...converted) / 100));
    expect(range.max).toBe(Math.ceil(Math.max(...converted) / 100));
    // A country of the primary market filters in euros, as without a country.
    expect((await get('country=AT&ListPrice=20;40')).json.totalNumberOfProducts).toBe((await get('ListPrice=20;40')).json.totalNumberOfProducts);
  });

  it('searches the German texts with the German stemmer', async () => {
    const result = await get('q=Tasse&locale=de');
    expect(result.status).toBe(200);
    expect(result.json.products[0]).toMatchObject({ slug: DEMO.products.mug.slug.de, name: 'Handgefertigte Tasse aus Steingut' });
    expect(result.json.products[0]!.price.formatted).toMatch(/14,90/);
  });

  it('uses the default locale for a locale the shop does not have', async () => {
    const result = await get('q=mug&locale=es');
    expect(result.json.products[0]).toMatchObject({ slug: DEMO.products.mug.slug.en });
  });

  it('pages deterministically without overlaps, in every sort', async () => {
    for (const sort of ['relevance', 'price-asc', 'name-desc']) {
      const total = (await get(`sort=${sort}&resultsPerPage=1`)).json.totalNumberOfProducts;
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(total / 9); page += 1) {
        const response = await post({ query: '', sort }, `&page=${page}&resultsPerPage=9`);
        seen.push(...response.json.products.map((p) => p.productId));
      }
      expect(new Set(seen).size).toBe(total);
      expect(seen).toHaveLength(total);
      const again = await post({ query: '', sort }, '&page=2&resultsPerPage=9');
      expect(again.json.products.map((p) => p.productId)).toEqual(seen.slice(9, 18));
    }
  });

  it('sorts by price on the beyond shop by default', async () => {
    const response = await callRoute<Result>(getSearch, { url: '/api/v2/search?shop=beyond-demo&preview=1&resultsPerPage=50' });
    expect(response.status).toBe(200);
    expect(response.json.sort).toBe('price-asc');
    const amounts = response.json.products.map((p) => p.price.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('ignores parameters that are no facet ids on GET and refuses unknown facet ids in POST filters', async () => {
    const plain = await get('q=mug');
    const withUnknown = await get('q=mug&Color=black&Manufacturer=');
    expect(withUnknown.status).toBe(200);
    expect(withUnknown.json.totalNumberOfProducts).toBe(plain.json.totalNumberOfProducts);
    const refused = await post({ query: 'mug', filters: [{ id: 'Color', value: 'black' }] });
    expect(refused.status).toBe(400);
    expect(refused.json.errors![0]!.path).toBe('body.filters.0.id');
  });

  it('answers 400 for malformed input', async () => {
    const invalidPrice = await get('ListPrice=abc');
    expect(invalidPrice.status).toBe(400);
    expect(invalidPrice.json.errors![0]!.path).toBe('query.ListPrice');
    expect((await get('ListPrice=50;10')).status).toBe(400);
    expect((await get('ListPrice=1;2&ListPrice=3;4')).status).toBe(400);
    expect((await get('CategoryID=clothing')).status).toBe(400);
    expect((await get('q=mu%00g')).status).toBe(400);
    expect((await get('Manufacturer=a%00b')).status).toBe(400);
    expect((await post({ query: 'mug', filters: [{ id: 'PreDefString_color', value: 'bl\u0000ack' }] })).status).toBe(400);
    expect((await get(`q=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await get(`q=${'a'.repeat(200)}`)).status).toBe(200);
    expect((await get('resultsPerPage=101')).status).toBe(400);
    expect((await get('sort=cheapest')).status).toBe(400);
    expect((await post({ query: 'a'.repeat(201) })).status).toBe(400);
    expect((await post({ query: 'mug' }, '&resultsPerPage=101')).status).toBe(400);
    expect((await post({ query: 'mug', sort: 'cheapest' })).status).toBe(400);
    expect((await post({ filters: [{ id: 'ListPrice', value: 'abc' }] })).json.errors![0]!.path).toBe('body.filters.0');
    expect((await post({ filters: [{ id: 'Manufacturer', min: 1 }] })).status).toBe(400);
    expect((await post({ filters: Array.from({ length: 51 }, () => ({ id: 'Manufacturer', value: 'x' })) })).status).toBe(400);
    const malformed = await callRoute(postSearch, {
      method: 'POST', url: '/api/v2/search?shop=demo', body: '{"query":', headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
  });

  it('lists a selected value without matches so that it can be unselected', async () => {
    const result = await post({ query: '', filters: [{ id: 'Manufacturer', value: 'No Such Brand' }] });
    expect(result.status).toBe(200);
    expect(result.json.totalNumberOfProducts).toBe(0);
    expect(selection(result.json, 'Manufacturer').values.find((v) => v.value === 'No Such Brand'))
      .toEqual({ value: 'No Such Brand', label: 'No Such Brand', selected: true, matches: 0, visible: true });
  });
});

describe('search text at catalogue scale', () => {
  /** Ids of the visible products whose English search document matches the query, as PostgreSQL says. */
  async function fullTextIds(q: string): Promise<Set<string>> {
    const rows = await handle.db.select({ id: productTranslations.productId }).from(productTranslations)
      .where(and(eq(productTranslations.locale, 'en'), sql`${productTranslations.searchVector} @@ websearch_to_tsquery('english', ${q})`));
    return new Set(rows.map((row) => row.id));
  }

  it('counts the facets of a text query as a hand count of its full-text matches does', async () => {
    const ids = await fullTextIds('cotton');
    const rows = (await catalogRows()).filter((row) => ids.has(row.id));
    expect(rows.length).toBeGreaterThan(5);
    const result = (await post({ query: 'cotton' })).json;
    expect(result.totalNumberOfProducts).toBe(rows.length);
    expect(countsOf(selection(result, 'CategoryID'))).toEqual(tally(rows.flatMap((r) => [...r.categories])));
    expect(countsOf(selection(result, 'Manufacturer'))).toEqual(tally(rows.map((r) => r.manufacturer!)));
    const colours = facet(result, 'PreDefString_color') as SelectionFacet | undefined;
    expect(colours ? countsOf(colours) : {}).toEqual(tally(rows.flatMap((r) => [...r.colours])));
  });

  it('finds sweaters for the misspelt "sweter"', async () => {
    expect((await fullTextIds('sweter')).size).toBe(0);
    const result = (await post({ query: 'sweter' })).json;
    expect(result.totalNumberOfProducts).toBeGreaterThan(0);
    expect(result.products.map((p) => p.name).filter((name) => !/sweater/i.test(name))).toEqual([]);
  });

  it('ranks exact matches above near spellings, and takes 3-letter words as typed', async () => {
    const [sweater] = (await post({ query: 'sweater', sort: 'price-asc' })).json.products;
    const [original] = await handle.db.select({ name: productTranslations.name }).from(productTranslations)
      .where(and(eq(productTranslations.productId, sweater!.productId), eq(productTranslations.locale, 'en')));
    // One product spelled "Sweter" in its name: it matches exactly, the other sweaters by near spelling.
    await handle.db.update(productTranslations).set({ name: original!.name.replace(/Sweater/, 'Sweter') })
      .where(and(eq(productTranslations.productId, sweater!.productId), eq(productTranslations.locale, 'en')));
    try {
      const result = (await post({ query: 'sweter' })).json;
      expect(result.products[0]!.productId).toBe(sweater!.productId);
      expect(result.products.length).toBeGreaterThan(1);
      expect(result.products.slice(1).every((p) => /sweater/i.test(p.name))).toBe(true);
    } finally {
      await handle.db.update(productTranslations).set({ name: original!.name })
        .where(and(eq(productTranslations.productId, sweater!.productId), eq(productTranslations.locale, 'en')));
    }
    expect((await post({ query: 'mgu' })).json.totalNumberOfProducts).toBe(0);
  });
});
