import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { crossSellings } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import type { RenderMode } from '@/lib/routing/constants';
import { storefrontLinks } from '@/lib/routing/links';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { findCategory } from '@/lib/server/catalog/categories';
import { findProduct } from '@/lib/server/catalog/product-detail';
import { homeEntry } from '@/lib/server/content/home-entry';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { cachedReads } from '@/lib/testing/next-cache-stub';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { loadCategoryScreen, loadCrossSelling, loadProductScreen } from '../catalog-data';
import { loadDocumentContent, loadInfoPage, loadShell } from '../content-data';
import type { Storefront } from '../storefront';

let handle: DatabaseHandle;
let shop: Shop;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
});
afterAll(() => handle.close());

const storefront = (mode: RenderMode = 'live'): Storefront =>
  ({ shop, mode, locale: 'en', links: storefrontLinks(shop, mode, 'en', routingConfigFromEnv({})) });

/** The tags of the reads a load stood under, the entity-list entries (keyed '…entities') apart. */
async function tagsOf(load: () => Promise<unknown>) {
  cachedReads.length = 0;
  await load();
  const data = cachedReads.filter(({ key }) => key.at(-1) !== 'entities').flatMap(({ tags }) => tags);
  const lists = cachedReads.filter(({ key }) => key.at(-1) === 'entities').flatMap(({ tags }) => tags);
  return { data, lists };
}

describe('cached storefront reads stand under the tags of what they show', () => {
  it('a product page: the product and its breadcrumb\'s categories, not the whole catalogue\'s entities', async () => {
    const product = (await findProduct(shop, 'en', DEMO.products.mug.slug.en))!;
    const { data, lists } = await tagsOf(() => loadProductScreen(storefront(), DEMO.products.mug.slug.en));
    expect(data).toEqual(expect.arrayContaining([`product:demo:${product.productId}`, `category:demo:${product.mainCategoryId}`, 'catalog:demo']));
    expect(data).not.toContain('category-tree:demo');
    // Which entities a slug shows is kept under the tree's shape: a slug change re-reads it.
    expect(lists).toContain('category-tree:demo');
  });

  it('a category page: the category, its breadcrumb and its subcategories, and its own product list', async () => {
    const clothing = (await findCategory(shop, 'en', DEMO.categories.clothing.en))!;
    const tShirts = (await findCategory(shop, 'en', DEMO.categories.tShirts.en))!;
    const view = { sort: null, page: 1, resultsPerPage: 12 } as const;
    const parent = await tagsOf(() => loadCategoryScreen(storefront(), DEMO.categories.clothing.en, view as never));
    expect(parent.data).toEqual(expect.arrayContaining([`category:demo:${clothing.categoryId}`, `category:demo:${tShirts.categoryId}`]));
    const child = await tagsOf(() => loadCategoryScreen(storefront(), DEMO.categories.tShirts.en, view as never));
    expect(child.data).toEqual(expect.arrayContaining([`category:demo:${tShirts.categoryId}`, `category:demo:${clothing.categoryId}`]));
    // Listings hold a category's own products: a product's change purges the lists of its categories only.
    expect(parent.data).toContain(`category-products:demo:${clothing.categoryId}`);
    expect(parent.data).not.toContain(`category-products:demo:${tShirts.categoryId}`);
    expect(child.data).toContain(`category-products:demo:${tShirts.categoryId}`);
  });

  it('cross-selling: the products it shows', async () => {
    const [source] = await handle.db.select({ id: crossSellings.productId, target: crossSellings.targetProductId }).from(crossSellings)
      .where(eq(crossSellings.shopId, shop.id)).limit(1);
    const { data } = await tagsOf(() => loadCrossSelling(storefront(), source!.id));
    expect(data).toContain(`product:demo:${source!.target}`);
  });

  it('the shell: the categories its menus name; a document\'s block data: its blocks\' categories and products', async () => {
    const shell = await tagsOf(() => loadShell(storefront()));
    expect(shell.data.filter((tag) => tag.startsWith('category:demo:')).length).toBeGreaterThan(0);
    expect(shell.data).not.toContain('catalog-entities:demo');
    // Menus show the categories' titles, not their products: a stock note leaves every page's shell as it is.
    expect(shell.data.filter((tag) => tag.startsWith('category-products:'))).toEqual([]);
    const entry = homeEntry((await loadShell(storefront())).mainNavigation)!;
    const target = entry.type === 'page'
      ? { kind: 'page', id: (await loadInfoPage(storefront(), entry.slug))!.page.id } as const
      : { kind: 'category', id: entry.categoryId! } as const;
    const content = await tagsOf(() => loadDocumentContent(storefront(), target));
    expect(content.data).toContain(`document:demo:${target.kind}:${target.id}`);
    expect(content.data.filter((tag) => tag.startsWith('category:demo:') || tag.startsWith('product:demo:')).length).toBeGreaterThan(0);
  });

  it('the editor reads fresh, caching nothing', async () => {
    expect((await tagsOf(() => loadProductScreen(storefront('editor'), DEMO.products.mug.slug.en))).data).toEqual([]);
  });
});
