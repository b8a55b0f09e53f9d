import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { ProductCardPayload, ProductDetailPayload } from '@/lib/contract/catalog';
import type { DatabaseHandle } from '@/lib/db/client';
import { categories, categoryTranslations, crossSellings, listingCounts, productImages, productTranslations, products } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase, demoShopIds } from '@/lib/testing/seeded-database';
import { POST as signIn } from '../../auth/sign-in/route';
import { GET as getCrossSelling } from '../[guid]/crossselling/route';
import { GET as getProduct } from '../[guid]/route';
import { GET as listProducts } from '../route';

interface List { products: ProductCardPayload[]; totalNumberOfProducts: number; page: number; resultsPerPage: number; sort: string; errors?: { path: string }[] }
interface CrossSelling { products: (ProductCardPayload & { isLoaded: boolean })[]; totalNumberOfProducts: number; manualCrossSellingTitle: string | null }

let handle: DatabaseHandle;
let demoId: string;
let beyondId: string;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  ({ demo: demoId, beyond: beyondId } = await demoShopIds(handle.db));
});
afterAll(() => handle.close());

const list = (query: string, shop = 'demo') => callRoute<List>(listProducts, { url: `/api/v2/products?shop=${shop}&${query}` });
const product = (guid: string, query = '', headers: Record<string, string> = {}) =>
  callRoute<ProductDetailPayload>(getProduct, { url: `/api/v2/products/${guid}?shop=demo${query}`, params: { guid }, headers });
const crossSelling = (guid: string, query = '') =>
  callRoute<CrossSelling>(getCrossSelling, { url: `/api/v2/products/${guid}/crossselling?shop=demo${query}`, params: { guid } });

async function idOf(shopId: string, sku: string) {
  const [row] = await handle.db.select({ id: products.id }).from(products).where(and(eq(products.shopId, shopId), eq(products.sku, sku)));
  return row!.id;
}

async function ownerToken(shop: 'demo' | 'beyond') {
  const response = await callRoute<{ token: string }>(signIn, {
    method: 'POST', url: `/api/v2/auth/sign-in?shop=${DEMO.shops[shop].slug}`, body: DEMO.owners[shop], headers: { 'x-forwarded-for': '198.51.100.31' },
  });
  return response.json.token;
}

/** Visible simple products and masters of the demo shop with an English name: what a listing may show. */
async function listableIds() {
  const rows = await handle.db.select({ id: products.id }).from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, 'en')))
    .where(and(eq(products.shopId, demoId), eq(products.isVisible, true), inArray(products.kind, ['simple', 'master'])));
  return rows.map((r) => r.id);
}

async function hiddenProduct() {
  const [row] = await handle.db.select({ id: products.id, slug: productTranslations.slug }).from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, 'en')))
    .where(and(eq(products.shopId, demoId), eq(products.isVisible, false)));
  return row!;
}

describe('GET /products', () => {
  it('lists 12 visible simple products and masters, never variations, in position order by default', async () => {
    const response = await list('');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ page: 1, resultsPerPage: 12, sort: 'position-asc', totalNumberOfProducts: (await listableIds()).length });
    expect(response.json.products).toHaveLength(12);
    const kinds = await handle.db.select({ kind: products.kind }).from(products).where(inArray(products.id, response.json.products.map((p) => p.productId)));
    expect(kinds.every((k) => k.kind !== 'variation')).toBe(true);
    expect(response.json.products[0]).toMatchObject({ href: `/p/${response.json.products[0]!.slug}`, price: { formatted: expect.stringMatching(/€/) } });
  });

  it('shows each tile with its own product\'s first image, or none, in the locale', async () => {
    const { json } = await list('resultsPerPage=24&locale=de');
    const images = await handle.db.select({ productId: productImages.productId, url: productImages.url, alt: productImages.alt })
      .from(productImages).where(inArray(productImages.productId, json.products.map((p) => p.productId)))
      .orderBy(asc(productImages.productId), asc(productImages.position));
    const first = new Map<string, (typeof images)[number]>();
    for (const image of images) if (!first.has(image.productId)) first.set(image.productId, image);
    expect(first.size).toBeGreaterThan(1);
    for (const tile of json.products) {
      const image = first.get(tile.productId);
      expect(tile.image?.url ?? null).toBe(image?.url ?? null);
      if (image) expect(tile.image?.alt).toBe(image.alt.de ?? image.alt.en ?? '');
    }
  });

  it('gives a master\'s tile a swatch per colour with a picture of that colour, and other tiles none', async () => {
    const masterId = await idOf(demoId, DEMO.products.master.sku);
    const { json } = await list(`productIds=${masterId},${await idOf(demoId, DEMO.products.mug.sku)}&locale=de`);
    const [master, mug] = json.products;
    expect(master!.swatches.map((s) => [s.value, s.label, s.available])).toEqual([['black', 'Schwarz', true], ['white', 'Weiß', true], ['navy', 'Marineblau', true]]);
    expect(master!.swatches.map((s) => s.colour)).toEqual(['#23262b', '#e9e4da', '#1f3a5f']);
    for (const swatch of master!.swatches) {
      // The first picture of a variation in that colour, its alt text in the locale naming the colour.
      expect(swatch.image!.url).toContain(`-${swatch.value}-front.svg`);
      expect(swatch.image!.alt).toContain(swatch.label);
    }
    expect(mug!.swatches).toEqual([]);
    const { json: detail } = await product(masterId);
    expect(detail).not.toHaveProperty('swatches');
  });

  it('lists a category by id or slug with its featured product first', async () => {
    const [tableware] = await handle.db.select({ id: categoryTranslations.categoryId }).from(categoryTranslations)
      .where(and(eq(categoryTranslations.shopId, demoId), eq(categoryTranslations.slug, DEMO.categories.tableware.en)));
    const byId = await list(`categoryId=${tableware!.id}`);
    expect(byId.status).toBe(200);
    expect(byId.json.products[0]!.slug).toBe(DEMO.products.mug.slug.en);
    const bySlug = await list(`categoryId=${DEMO.categories.tableware.en}`);
    expect(bySlug.json).toEqual(byId.json);
    const german = await list(`categoryId=${tableware!.id}&locale=de`);
    expect(german.json.products[0]!.slug).toBe(DEMO.products.mug.slug.de);
  });

  it('keeps the order of given ids (comma-separated and repeated), leaving out hidden products and variations', async () => {
    const ids = (await listableIds()).slice(0, 4);
    const hidden = await hiddenProduct();
    const [variation] = await handle.db.select({ id: products.id }).from(products).where(and(eq(products.shopId, demoId), eq(products.kind, 'variation')));
    const order = [ids[2]!, ids[0]!, hidden.id, ids[3]!, variation!.id, ids[1]!, ids[0]!];
    const response = await list(`productIds=${order.slice(0, 3).join(',')}&productIds=${order.slice(3).join(',')}`);
    expect(response.status).toBe(200);
    expect(response.json.products.map((p) => p.productId)).toEqual([ids[2], ids[0], ids[3], ids[1]]);
    expect(response.json.totalNumberOfProducts).toBe(4);
    const sorted = await list(`productIds=${ids.join(',')}&sort=price-desc`);
    const amounts = sorted.json.products.map((p) => p.price.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await list('productIds=')).json).toMatchObject({ products: [], totalNumberOfProducts: 0 });
  });

  it('pages deterministically without overlaps in every sort', async () => {
    const total = (await listableIds()).length;
    for (const sort of ['position-asc', 'price-asc', 'price-desc', 'name-asc', 'name-desc', 'relevance']) {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(total / 7); page += 1) {
        seen.push(...(await list(`sort=${sort}&resultsPerPage=7&page=${page}`)).json.products.map((p) => p.productId));
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      expect((await list(`sort=${sort}&resultsPerPage=7&page=3`)).json.products.map((p) => p.productId)).toEqual(seen.slice(14, 21));
    }
    const byPrice = (await list('sort=price-asc&resultsPerPage=100')).json.products.map((p) => p.price.amount);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
  });

  it("pages a category in every sort along its maintained rows: each product once, in the sort's order", async () => {
    // The demo shop's largest category.
    const [category] = await handle.db.select({ id: listingCounts.scopeId }).from(listingCounts)
      .where(and(eq(listingCounts.shopId, demoId), eq(listingCounts.locale, 'en'), ne(listingCounts.scopeId, demoId)))
      .orderBy(desc(listingCounts.products)).limit(1);
    const whole = await list(`categoryId=${category!.id}&resultsPerPage=100`);
    const total = whole.json.totalNumberOfProducts;
    expect(total).toBeGreaterThan(3);
    const members = whole.json.products.map((p) => p.productId).sort();
    for (const sort of ['price-asc', 'price-desc', 'name-asc', 'name-desc']) {
      const seen: ProductCardPayload[] = [];
      for (let page = 1; page <= Math.ceil(total / 2); page += 1) {
        seen.push(...(await list(`categoryId=${category!.id}&sort=${sort}&resultsPerPage=2&page=${page}`)).json.products);
      }
      expect(seen.map((p) => p.productId).sort()).toEqual(members);
      expect(seen.map((p) => p.productId)).toEqual((await list(`categoryId=${category!.id}&sort=${sort}&resultsPerPage=100`)).json.products.map((p) => p.productId));
      if (sort.startsWith('price')) {
        const amounts = seen.map((p) => p.price.amount);
        expect(amounts).toEqual([...amounts].sort((a, b) => (sort === 'price-asc' ? a - b : b - a)));
      }
    }
  });

  it('sorts by price by default on the beyond shop', async () => {
    const response = await list('preview=1&resultsPerPage=100', 'beyond-demo');
    expect(response.status).toBe(200);
    expect(response.json.sort).toBe('price-asc');
    const amounts = response.json.products.map((p) => p.price.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('uses the default locale for a locale the shop does not have', async () => {
    const en = await list('sort=name-asc');
    const unknown = await list('sort=name-asc&locale=es');
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(en.json);
    expect((await list('sort=name-asc&locale=de')).json.products).not.toEqual(en.json.products);
  });

  it('answers 400 for bad sort, page size, page or ids and 404 for an unknown category', async () => {
    const badSort = await list('sort=cheapest');
    expect(badSort.status).toBe(400);
    expect(badSort.json.errors![0]!.path).toBe('query.sort');
    expect((await list('resultsPerPage=101')).status).toBe(400);
    expect((await list('resultsPerPage=100')).status).toBe(200);
    expect((await list('resultsPerPage=0')).status).toBe(400);
    expect((await list('page=0')).status).toBe(400);
    expect((await list('page=abc')).status).toBe(400);
    expect((await list('productIds=not-a-uuid')).status).toBe(400);
    expect((await list(`productIds=${Array.from({ length: 101 }, () => crypto.randomUUID()).join(',')}`)).status).toBe(400);
    const unknown = await list('categoryId=no-such-category');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Not found' });
    const [foreign] = await handle.db.select({ id: categoryTranslations.categoryId }).from(categoryTranslations).where(eq(categoryTranslations.shopId, beyondId));
    expect((await list(`categoryId=${foreign!.id}`)).status).toBe(404);
  });

  it('answers 404 for a hidden category to shoppers, and lists it for the owner', async () => {
    const [tableware] = await handle.db.select({ id: categoryTranslations.categoryId }).from(categoryTranslations)
      .where(and(eq(categoryTranslations.shopId, demoId), eq(categoryTranslations.slug, DEMO.categories.tableware.en)));
    await handle.db.update(categories).set({ isVisible: false }).where(eq(categories.id, tableware!.id));
    try {
      expect((await list(`categoryId=${tableware!.id}`)).status).toBe(404);
      const asOwner = await callRoute<List>(listProducts, {
        url: `/api/v2/products?shop=demo&categoryId=${tableware!.id}`, headers: { authorization: `Bearer ${await ownerToken('demo')}` },
      });
      expect(asOwner.status).toBe(200);
      expect(asOwner.json.products[0]!.slug).toBe(DEMO.products.mug.slug.en);
    } finally {
      await handle.db.update(categories).set({ isVisible: true }).where(eq(categories.id, tableware!.id));
    }
  });
});

describe('GET /products/{guid}', () => {
  it('answers a variation master by slug with its variations, attributes and images', async () => {
    const response = await product(DEMO.products.master.slug.en);
    expect(response.status).toBe(200);
    const master = response.json;
    expect(master).toMatchObject({
      slug: DEMO.products.master.slug.en, title: master.name, isVariationProduct: true, isVariationMaster: true, isVisible: true,
      href: `/p/${DEMO.products.master.slug.en}`, variationMaster: { slug: DEMO.products.master.slug.en },
      price: { amount: DEMO.products.master.priceAmount, formatted: '€24.90' },
    });
    expect(master.variations).toHaveLength(DEMO.products.master.colours.length * DEMO.products.master.sizes.length);
    expect(master.variationAttributes.map((a) => a.name)).toEqual(['color', 'size']);
    expect(master.variationAttributes[1]!.values.map((v) => v.value)).toEqual([...DEMO.products.master.sizes]);
    expect(master.images[0]).toMatchObject({ width: expect.any(Number), height: expect.any(Number), url: expect.any(String) });
    expect(master.productVariationSelection).toEqual([]);
  });

  it('answers a variation with its selection and the master slug, by id, path slug or ?slug=', async () => {
    const variation = await product(DEMO.products.master.variationSlug.en);
    expect(variation.json).toMatchObject({
      isVariationProduct: true, isVariationMaster: false, variationMaster: { slug: DEMO.products.master.slug.en },
      productVariationSelection: [{ name: 'color', value: 'black' }, { name: 'size', value: 'M' }],
    });
    const byId = await product(variation.json.productId);
    expect(byId.json).toEqual(variation.json);
    const byQuery = await product('any', `&slug=${DEMO.products.master.variationSlug.en}`);
    expect(byQuery.json).toEqual(variation.json);
  });

  it('answers bulk prices as quantity.amount with formatted prices, in the locale', async () => {
    const mug = await product(DEMO.products.mug.slug.de, '&locale=de');
    expect(mug.status).toBe(200);
    expect(mug.json.name).toBe('Handgefertigte Tasse aus Steingut');
    expect(mug.json.bulkPrices).toEqual(DEMO.products.mug.bulkPrices.map((tier) => ({
      quantity: { amount: tier.minQuantity },
      price: { amount: tier.priceAmount, currency: 'EUR', formatted: expect.stringMatching(/^\d+,\d{2}\s€$/) },
    })));
    expect(mug.json).toMatchObject({ available: true, hasCrossSelling: true, price: { formatted: expect.stringMatching(/14,90/) } });
    // The English slug is unknown in German; a locale the shop lacks falls back to English.
    expect((await product(DEMO.products.mug.slug.en, '&locale=de')).status).toBe(404);
    expect((await product(DEMO.products.mug.slug.en, '&locale=es')).status).toBe(200);
  });

  it('answers 404 for unknown products, other shops\' products and hidden ones, which only the owner sees', async () => {
    const missing = await product('no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: 'Not found' });
    expect((await product(crypto.randomUUID())).status).toBe(404);
    expect((await product(await idOf(beyondId, DEMO.products.mug.sku))).status).toBe(404);
    const hidden = await hiddenProduct();
    expect((await product(hidden.id)).status).toBe(404);
    const token = await ownerToken('demo');
    const asOwner = await product(hidden.slug, '', { authorization: `Bearer ${token}` });
    expect(asOwner.status).toBe(200);
    expect(asOwner.json.isVisible).toBe(false);
    const foreignToken = await ownerToken('beyond');
    expect((await product(hidden.slug, '', { authorization: `Bearer ${foreignToken}` })).status).toBe(403);
    expect((await product('x'.repeat(201))).status).toBe(400);
    expect((await product('mu\u0000g')).status).toBe(400);
    expect((await list('categoryId=a%00b')).status).toBe(400);
  });
});

describe('GET /products/{guid}/crossselling', () => {
  it('answers the visible cross-selling products in their order, the first 4 loaded, under the stored title of the locale', async () => {
    const mugId = await idOf(demoId, DEMO.products.mug.sku);
    // Two more than the default size, so that some come by id only.
    const others = await handle.db.select({ id: products.id }).from(products)
      .where(and(eq(products.shopId, demoId), eq(products.isVisible, true), eq(products.kind, 'simple'))).limit(12);
    const seeded = await handle.db.select({ id: crossSellings.targetProductId }).from(crossSellings).where(eq(crossSellings.productId, mugId));
    const extra = others.filter((o) => o.id !== mugId && !seeded.some((s) => s.id === o.id)).slice(0, 2);
    await handle.db.insert(crossSellings).values(extra.map((o, i) => ({ productId: mugId, targetProductId: o.id, shopId: demoId, position: 100 + i })));
    const expected = await handle.db.select({ id: crossSellings.targetProductId }).from(crossSellings)
      .innerJoin(products, eq(products.id, crossSellings.targetProductId))
      .where(and(eq(crossSellings.productId, mugId), eq(products.isVisible, true)))
      .orderBy(asc(crossSellings.position));
    expect(expected.length).toBe(6);
    const response = await crossSelling(mugId);
    expect(response.status).toBe(200);
    expect(response.json.products.map((p) => p.productId)).toEqual(expected.map((e) => e.id));
    expect(response.json.products.map((p) => p.isLoaded)).toEqual([true, true, true, true, false, false]);
    expect(response.json.products[0]!.name).toEqual(expect.any(String));
    expect(response.json.products[4]).toEqual({ productId: expected[4]!.id, isLoaded: false });
    expect(response.json.totalNumberOfProducts).toBe(6);
    expect(response.json.manualCrossSellingTitle).toBe(DEMO.products.mug.crossSellingTitle.en);
    expect((await crossSelling(DEMO.products.mug.slug.en)).json).toEqual(response.json);

    const all = await crossSelling(mugId, '&size=100');
    expect(all.json.products.every((p) => p.isLoaded)).toBe(true);
    expect((await crossSelling(mugId, '&size=1')).json.products.filter((p) => p.isLoaded)).toHaveLength(1);
    expect((await crossSelling(mugId, '&size=0')).status).toBe(400);
    expect((await crossSelling(mugId, '&locale=de')).json.manualCrossSellingTitle).toBe(DEMO.products.mug.crossSellingTitle.de);
  });

  it('answers no title for a product whose owner gave none', async () => {
    const master = await crossSelling(DEMO.products.master.slug.en);
    expect(master.json.manualCrossSellingTitle).toBeNull();
  });

  it('answers the master\'s list for a variation, and 404 for unknown products', async () => {
    const variation = await crossSelling(DEMO.products.master.variationSlug.en);
    const master = await crossSelling(DEMO.products.master.slug.en);
    expect(variation.status).toBe(200);
    expect(variation.json).toEqual(master.json);
    const missing = await crossSelling('no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: 'Not found' });
    expect((await crossSelling((await hiddenProduct()).id)).status).toBe(404);
  });
});
