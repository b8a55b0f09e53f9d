import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { categoryTranslations, productImages, productListings, productTranslations, products, searchVersions, shops } from '@/lib/db/schema';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { keptAnswersOf } from '../answer-cache';
import { noFilters } from '../filters';
import { searchCatalog } from '../search-products';
import { suggestProducts } from '../suggest-products';

let handle: DatabaseHandle;
let shop: Shop;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  shop = (await findShopBySlug('demo'))!;
});
afterAll(() => handle.close());

/** One answer as the catalogue stands when it is asked. */
const keptAnswer = async <T extends object>(locale: string, question: unknown, compute: () => Promise<T>) => (await keptAnswersOf(handle.db, shop))(locale, question, compute);
const search = (q: string) => searchCatalog(shop, 'en', { q, sort: 'relevance', page: 1, resultsPerPage: 12, filters: noFilters() });
const versionOf = async () =>
  (await handle.db.select({ version: searchVersions.version }).from(searchVersions).where(eq(searchVersions.shopId, shop.id)))[0]?.version ?? 0;

/** A listed simple product of the demo shop with its English name. */
async function aListedProduct() {
  const [row] = await handle.db.select({ id: productListings.productId, name: productListings.name }).from(productListings)
    .where(and(eq(productListings.shopId, shop.id), eq(productListings.locale, 'en'), eq(productListings.kind, 'simple'))).limit(1);
  return row!;
}

describe('kept search answers', () => {
  it('asks once for an answer that several callers want at the same time, and again once the catalogue changed', async () => {
    let computed = 0;
    const compute = async () => ({ computed: ++computed });
    const answers = await Promise.all([1, 2, 3].map(() => keptAnswer('en', ['probe'], compute)));
    expect(answers.map((a) => a.computed)).toEqual([1, 1, 1]);
    expect((await keptAnswer('en', ['probe'], compute)).computed).toBe(1);
    // Another question, locale or shop is another answer.
    expect((await keptAnswer('de', ['probe'], compute)).computed).toBe(2);

    const product = await aListedProduct();
    await handle.db.update(productTranslations).set({ name: `${product.name} renamed` })
      .where(and(eq(productTranslations.productId, product.id), eq(productTranslations.locale, 'en')));
    expect((await keptAnswer('en', ['probe'], compute)).computed).toBe(3);
  });

  it('finds a product by its new name as soon as the rename is committed', async () => {
    const product = await aListedProduct();
    expect((await search('zanzibarite')).totalNumberOfProducts).toBe(0);
    expect((await suggestProducts(shop, 'en', { q: 'zanzib', limit: 10, sort: 'relevance' }))).toEqual([]);
    await handle.db.update(productTranslations).set({ name: 'Zanzibarite lamp' })
      .where(and(eq(productTranslations.productId, product.id), eq(productTranslations.locale, 'en')));
    const found = await search('zanzibarite');
    expect(found.products.map((p) => p.productId)).toEqual([product.id]);
    expect((await suggestProducts(shop, 'en', { q: 'zanzib', limit: 10, sort: 'relevance' })).map((s) => s.name)).toEqual(['Zanzibarite lamp']);
  });

  it('keeps answers over a change of stock, whose tiles still show the stock as it is', async () => {
    const product = await aListedProduct();
    const name = product.name;
    await search(name);
    const before = await versionOf();
    await handle.db.update(products).set({ stockLevel: 0 }).where(eq(products.id, product.id));
    expect(await versionOf()).toBe(before);
    const tile = (await search(name)).products.find((p) => p.productId === product.id);
    expect(tile?.stockLevel).toBe(0);
  });

  it("keeps a suggestion's tiles until the product's name, price or pictures change", async () => {
    const product = await aListedProduct();
    const suggest = async () => (await suggestProducts(shop, 'en', { q: product.name, limit: 10, sort: 'relevance' })).find((s) => s.productId === product.id);
    const [image] = await handle.db.select().from(productImages).where(eq(productImages.productId, product.id)).orderBy(productImages.position).limit(1);
    expect(image).toBeDefined();
    expect((await suggest())?.image?.url).toBe(image!.url);

    const before = await versionOf();
    await handle.db.update(productImages).set({ url: '/media/00000000-0000-4000-8000-000000000039/new-front.jpg' }).where(eq(productImages.id, image!.id));
    expect(await versionOf()).not.toBe(before);
    expect((await suggest())?.image?.url).toBe('/media/00000000-0000-4000-8000-000000000039/new-front.jpg');

    await handle.db.update(products).set({ priceAmount: 12345 }).where(eq(products.id, product.id));
    expect((await suggest())?.price.amount).toBe(12345);
    await handle.db.delete(productImages).where(eq(productImages.productId, product.id));
    expect((await suggest())?.image).toBeNull();
  });

  it('gives the shop a new version, never given before, when a category title or its currency changes', async () => {
    const first = await versionOf();
    await handle.db.update(categoryTranslations).set({ title: 'Renamed category' })
      .where(and(eq(categoryTranslations.shopId, shop.id), eq(categoryTranslations.locale, 'en')));
    const second = await versionOf();
    expect(second).not.toBe(first);
    await handle.db.update(shops).set({ currency: 'USD' }).where(eq(shops.id, shop.id));
    const third = await versionOf();
    expect(new Set([first, second, third]).size).toBe(3);
    // A change that touches nothing a search reads keeps the version.
    await handle.db.update(shops).set({ title: 'Another title' }).where(eq(shops.id, shop.id));
    expect(await versionOf()).toBe(third);
  });
});
