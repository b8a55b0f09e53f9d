import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { toRenderBlocks } from '@/components/blocks/render-blocks';
import { blockDataKey } from '@/lib/blocks/block-data-query';
import type { LocaleBlock } from '@/lib/content/locale-texts';
import { listProducts } from '@/lib/server/catalog/product-listing';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { findCategory } from '@/lib/server/catalog/categories';
import { loadBlockData } from '../block-data';

let handle: DatabaseHandle;
let shop: Shop;
let clothingId: string;
let productIds: string[];
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
  clothingId = (await findCategory(shop, 'en', DEMO.categories.clothing.en))!.categoryId;
  productIds = (await listProducts(shop, 'en', { categoryId: clothingId, page: 1, resultsPerPage: 3 })).products.map((p) => p.productId);
});
afterAll(() => handle.close());

const block = (_id: string, type: string, data: Record<string, unknown>, columns?: LocaleBlock[][]): LocaleBlock => ({ _id, type, data, columns });

describe('loadBlockData', () => {
  it('loads the first page of listings, swipers (4 by default) and sliders, nested ones included, in the API shape', async () => {
    const data = await loadBlockData(shop, 'en', toRenderBlocks([
      block('list', 'category', { categoryId: clothingId, pageSize: 5 }),
      block('cols', 'multi-column', {}, [[block('swiper', 'category-swiper', { categoryId: clothingId })], [
        block('slider', 'product-slider', { productIds: [...productIds].reverse() }),
      ]]),
      block('text', 'text', { content: '<p>no data</p>' }),
    ]));
    expect(data.lists.list).toMatchObject({ page: 1, resultsPerPage: 5, products: expect.any(Array) });
    expect(data.lists.list!.products).toHaveLength(5);
    expect(data.lists.list!.products[0]!.href).toMatch(/^\/p\//);
    expect(data.lists.swiper!.products).toHaveLength(4);
    expect(data.lists.slider!.products.map((p) => p.productId)).toEqual([...productIds].reverse());
    expect(Object.keys(data.lists).sort()).toEqual(['list', 'slider', 'swiper']);
    // What each block was loaded for, for the editor's canvas to tell when a block's settings changed since.
    expect(data.queries).toEqual({
      list: blockDataKey({ categoryId: clothingId, page: 1, resultsPerPage: 5 }),
      swiper: blockDataKey({ categoryId: clothingId, page: 1, resultsPerPage: 4 }),
      slider: blockDataKey({ productIds: [...productIds].reverse(), page: 1, resultsPerPage: 3 }),
    });
  });

  it('leaves out blocks that are not set up or whose products fail to load', async () => {
    const data = await loadBlockData(shop, 'en', toRenderBlocks([
      block('unset', 'category-swiper', {}),
      block('gone', 'category', { categoryId: '00000000-0000-4000-8000-000000000000', pageSize: 12 }),
      block('broken', 'category', { categoryId: 42 }),
      block('no-ids', 'product-slider', { productIds: ['not-a-uuid'] }),
    ]));
    expect(data.lists).toEqual({});
    // A failed load is an answer too: the canvas does not ask again for the same settings.
    expect(Object.keys(data.queries)).toEqual(['gone']);
  });

  it('shows a hidden category\'s products to the owner\'s editor only', async () => {
    const hiddenId = (await findCategory(shop, 'en', DEMO.hidden.category.en))!.categoryId;
    const blocks = toRenderBlocks([block('swiper', 'category-swiper', { categoryId: hiddenId })]);
    expect((await loadBlockData(shop, 'en', blocks)).lists).toEqual({});
    // The demo's hidden category is still empty: the owner's swiper loads its (empty) list rather than failing.
    expect((await loadBlockData(shop, 'en', blocks, { includeHidden: true })).lists.swiper!.products).toEqual([]);
  });
});
