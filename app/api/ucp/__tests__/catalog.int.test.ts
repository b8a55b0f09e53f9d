import { asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { productIdBySku } from '@/app/api/v2/cart/__tests__/shopper';
import { create, fits, getProduct, lines, lookupCatalog, searchCatalog, session, type Json } from './ucp-calls';

let handle: DatabaseHandle;
let mug: string;
let master: string;
let variation: string;

beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 24 });
  [mug, master] = await Promise.all([productIdBySku(DEMO.products.mug.sku), productIdBySku(DEMO.products.master.sku)]);
  const [first] = await handle.db.select({ id: products.id }).from(products).where(eq(products.variationMasterId, master)).orderBy(asc(products.sku)).limit(1);
  variation = first!.id;
});
afterAll(() => handle.close());

const productIn = (answer: Json, id: string) => answer.products.find((product: Json) => product.id === id);
async function hidden<T>(productId: string, run: () => Promise<T>): Promise<T> {
  await handle.db.update(products).set({ isVisible: false }).where(eq(products.id, productId));
  try {
    return await run();
  } finally {
    await handle.db.update(products).set({ isVisible: true }).where(eq(products.id, productId));
  }
}

describe('UCP catalog search', () => {
  it('finds products through the shop\'s search, their variants are what checkout takes, valid against catalog_search.json', async () => {
    const found = fits('catalogSearch', await searchCatalog({ query: 'stoneware mug' }));
    const product = productIn(found, mug);
    expect(product).toMatchObject({
      title: expect.any(String), handle: DEMO.products.mug.slug.en, url: expect.stringMatching(/^https?:\/\/.+\/p\/handmade-stoneware-mug$/),
      price_range: { min: { amount: DEMO.products.mug.priceAmount, currency: 'EUR' }, max: { amount: DEMO.products.mug.priceAmount, currency: 'EUR' } },
      variants: [{ id: mug, sku: DEMO.products.mug.sku, price: { amount: DEMO.products.mug.priceAmount, currency: 'EUR' }, availability: { available: true } }],
    });
    const shirts = fits('catalogSearch', await searchCatalog({ query: 't-shirt' }));
    const shirt = productIn(shirts, master);
    expect(shirt.variants.length).toBeGreaterThan(1);
    expect(shirt.variants.map((v: Json) => v.id)).toContain(variation);
    expect(shirt.options.map((o: Json) => o.values.length).sort()).toEqual([DEMO.products.master.colours.length, DEMO.products.master.sizes.length].sort());
    expect(session(await create({ line_items: lines(shirt.variants[0].id) }), 201).line_items[0].item.id).toBe(shirt.variants[0].id);
  });

  it('prices in the market of context.address_country', async () => {
    const swiss = fits('catalogSearch', await searchCatalog({ query: 'stoneware mug', context: { address_country: 'CH' } }));
    expect(productIn(swiss, mug).variants[0].price).toEqual({ amount: DEMO.markets.ch.prices.mug, currency: 'CHF' });
  });

  it("narrows by a price range in the currency of address_country's market", async () => {
    // The mug: 14.90 EUR, in the UK 12.81 GBP rounded up to 13.00.
    const exactly = { price: { min: 1300, max: 1300 } };
    const british = fits('catalogSearch', await searchCatalog({ query: 'stoneware mug', filters: exactly, context: { address_country: 'GB' } }));
    expect(productIn(british, mug).price_range.min).toEqual({ amount: DEMO.markets.uk.prices.mug, currency: 'GBP' });
    expect(productIn(fits('catalogSearch', await searchCatalog({ query: 'stoneware mug', filters: exactly })), mug)).toBeUndefined();
  });

  it('pages by cursor and narrows by price; never shows hidden products', async () => {
    const first = fits('catalogSearch', await searchCatalog({ filters: { price: { max: 100_000 } }, pagination: { limit: 2 } }));
    expect(first.products).toHaveLength(2);
    expect(first.pagination).toMatchObject({ has_next_page: true, cursor: expect.any(String), total_count: expect.any(Number) });
    const second = fits('catalogSearch', await searchCatalog({ filters: { price: { max: 100_000 } }, pagination: { limit: 2, cursor: first.pagination.cursor } }));
    expect(second.products.map((p: Json) => p.id)).not.toContain(first.products[0].id);
    const cheap = fits('catalogSearch', await searchCatalog({ filters: { price: { max: DEMO.products.mug.priceAmount } }, pagination: { limit: 50 } }));
    for (const product of cheap.products) expect(product.price_range.min.amount).toBeLessThanOrEqual(DEMO.products.mug.priceAmount);
    const gone = await hidden(mug, async () => fits('catalogSearch', await searchCatalog({ query: 'stoneware mug' })));
    expect(productIn(gone, mug)).toBeUndefined();
  });

  it('refuses an empty search and a cursor it did not hand out (400)', async () => {
    expect((await searchCatalog({})).status).toBe(400);
    const forged = await searchCatalog({ query: 'mug', pagination: { cursor: 'forged' } });
    expect(forged.status).toBe(400);
    expect(forged.json.code).toBe('invalid_cursor');
  });
});

describe('UCP catalog lookup', () => {
  it('resolves product ids (featured variant) and variant ids (exact), each product once; unknown ids are not_found infos', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const found = fits('catalogLookup', await lookupCatalog({ ids: [mug, variation, master, unknown, 'not-an-id', mug] }));
    expect(found.products.map((p: Json) => p.id).sort()).toEqual([master, mug].sort());
    expect(productIn(found, mug).variants).toEqual([expect.objectContaining({ id: mug, inputs: [{ id: mug, match: 'exact' }] })]);
    const shirt = productIn(found, master);
    expect(shirt.variants.find((v: Json) => v.id === variation).inputs).toContainEqual({ id: variation, match: 'exact' });
    expect(shirt.variants.flatMap((v: Json) => v.inputs)).toContainEqual({ id: master, match: 'featured' });
    expect(found.messages).toEqual([{ type: 'info', code: 'not_found', content: unknown }, { type: 'info', code: 'not_found', content: 'not-an-id' }]);
  });

  it('finds no hidden product, nor another shop\'s, and refuses more than 50 ids (400 request_too_large)', async () => {
    const gone = await hidden(mug, async () => fits('catalogLookup', await lookupCatalog({ ids: [mug] })));
    expect(gone.products).toEqual([]);
    const beyondMug = await productIdBySku(DEMO.products.mug.sku, DEMO.shops.beyond.slug);
    expect(fits('catalogLookup', await lookupCatalog({ ids: [beyondMug] })).products).toEqual([]);
    const many = await lookupCatalog({ ids: Array.from({ length: 51 }, (_, i) => `id-${i}`) });
    expect(many.status).toBe(400);
    expect(many.json.code).toBe('request_too_large');
  });

  it('a closed shop answers 503; each agent is limited (429 with Retry-After)', async () => {
    const closed = await lookupCatalog({ ids: [mug] }, { shop: DEMO.shops.beyond.slug });
    expect(closed.status).toBe(503);
    expect((await searchCatalog({ query: 'mug' }, { shop: DEMO.shops.beyond.slug })).status).toBe(503);
    const agent = 'https://catalog-greedy.example/.well-known/ucp';
    let last: Json | undefined;
    for (let i = 0; i < 121; i += 1) last = await lookupCatalog({ ids: [mug] }, { agent, address: `203.0.113.${i % 250}` });
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toBeTruthy();
  });
});

describe('UCP get product', () => {
  it('answers a master with its options; a variant id features that variant and selects its options', async () => {
    const whole = fits('catalogProduct', await getProduct({ id: master }));
    expect(whole.product.id).toBe(master);
    expect(whole.product.variants.length).toBeGreaterThan(1);
    const one = fits('catalogProduct', await getProduct({ id: variation }));
    expect(one.product.variants[0].id).toBe(variation);
    expect(one.product.selected).toEqual(one.product.variants[0].options);
    for (const variant of one.product.variants) expect(variant.options).toEqual(one.product.selected);
    for (const option of one.product.options) expect(option.values.find((v: Json) => one.product.selected.some((s: Json) => s.name === option.name && s.label === v.label)).exists).toBe(true);
  });

  it('narrows by the options chosen, drops a choice no variant has, and says not_found for a hidden product', async () => {
    const whole = fits('catalogProduct', await getProduct({ id: master }));
    const [first] = whole.product.options as Json[];
    const chosen = { name: first!.name, label: first!.values[0].label };
    const narrowed = fits('catalogProduct', await getProduct({ id: master, selected: [chosen] }));
    expect(narrowed.product.selected).toEqual([chosen]);
    for (const variant of narrowed.product.variants) expect(variant.options).toContainEqual(chosen);
    const relaxed = fits('catalogProduct', await getProduct({ id: master, selected: [chosen, { name: 'No such option', label: 'x' }] }));
    expect(relaxed.product.selected).toEqual([chosen]);
    const gone = await hidden(mug, async () => fits('errorResponse', await getProduct({ id: mug })));
    expect(gone.messages).toEqual([expect.objectContaining({ code: 'not_found' })]);
  });
});
