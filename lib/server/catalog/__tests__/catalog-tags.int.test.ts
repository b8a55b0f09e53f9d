import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { productCategories, products, productTranslations } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { updateCategoryContent } from '@/lib/server/content/category-content';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { findCategory } from '../categories';
import { productChangeTags } from '../catalog-tags';

let handle: DatabaseHandle;
let shop: Shop;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
});
afterAll(() => handle.close());

async function productBySlug(slug: string) {
  const [row] = await handle.db.select({ id: products.id, masterId: products.variationMasterId }).from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(and(eq(products.shopId, shop.id), eq(productTranslations.locale, 'en'), eq(productTranslations.slug, slug)));
  return row!;
}

const listingCategories = async (productId: string) =>
  (await handle.db.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, productId)))
    .map(({ id }) => `category-products:demo:${id}`);

describe('productChangeTags', () => {
  it('names the product and the product lists of the categories that list it, never their settings or the whole catalogue', async () => {
    const mug = await productBySlug(DEMO.products.mug.slug.en);
    const tags = await productChangeTags(shop, [mug.id]);
    const categories = await listingCategories(mug.id);
    expect(categories.length).toBeGreaterThan(0);
    expect([...tags].sort()).toEqual([`product:demo:${mug.id}`, ...categories, 'catalog-entities:demo'].sort());
  });

  it('names a variation\'s master too, whose page and cards show the variations\' availability', async () => {
    const variation = await productBySlug(DEMO.products.master.variationSlug.en);
    expect(variation.masterId).toBeTruthy();
    const tags = await productChangeTags(shop, [variation.id]);
    expect(tags).toEqual(expect.arrayContaining([`product:demo:${variation.id}`, `product:demo:${variation.masterId}`, ...await listingCategories(variation.masterId!)]));
  });

  it('names nothing for no products, and nothing of another shop', async () => {
    expect(await productChangeTags(shop, [])).toEqual([]);
    const beyond = (await findShopBySlug(DEMO.shops.beyond.slug))!;
    const mug = await productBySlug(DEMO.products.mug.slug.en);
    expect(await productChangeTags(beyond, [mug.id])).toEqual([`product:beyond-demo:${mug.id}`, 'catalog-entities:beyond-demo']);
  });
});

describe('a category\'s change', () => {
  it('revalidates the category alone for a new title, and the tree\'s shape too for a new slug or visibility', async () => {
    const clothing = (await findCategory(shop, 'en', DEMO.categories.clothing.en))!.categoryId;
    const own = [`category:demo:${clothing}`, 'catalog-entities:demo'];

    revalidatedTags.length = 0;
    await updateCategoryContent(shop, 'en', clothing, { title: 'Garments', metaDescription: 'Everything to wear' });
    expect(revalidatedTags.sort()).toEqual(own.sort());

    revalidatedTags.length = 0;
    await updateCategoryContent(shop, 'en', clothing, { slug: 'garments' });
    expect(revalidatedTags).toEqual(expect.arrayContaining([...own, 'category-tree:demo']));

    revalidatedTags.length = 0;
    await updateCategoryContent(shop, 'en', clothing, { isVisible: false });
    expect(revalidatedTags).toEqual(expect.arrayContaining([...own, 'category-tree:demo']));
    expect(revalidatedTags).not.toContain('catalog:demo');
  });
});
