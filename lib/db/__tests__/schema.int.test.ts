import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';
import { shops, products, productTranslations, shopLocales } from '../schema';
import { queryRows } from '../rows';
import { createTestDatabase } from '../testing';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function insertShop(slug: string) {
  const [shop] = await handle.db.insert(shops).values({
    slug, title: 'Shop', email: 'owner@example.com', defaultLocale: 'en', baseUrl: 'http://localhost:3000',
  }).returning();
  return shop!;
}

describe('schema constraints', () => {
  it('applies every migration to a fresh database', async () => {
    const [tables] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
    expect(tables?.n).toBeGreaterThanOrEqual(30);
  });

  it('rejects a second shop with the same slug', async () => {
    await insertShop('unique-shop');
    await expect(insertShop('unique-shop')).rejects.toThrow();
  });

  it('rejects slugs that are not URL-safe', async () => {
    await expect(insertShop('Not A Slug')).rejects.toThrow();
  });

  it('rejects slugs that are a first segment of the default shop\'s public routes, whose internal paths they would take', async () => {
    for (const slug of ['c', 'o', 'search', 'forgot-password']) {
      await expect(insertShop(slug)).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'shops_slug_not_a_route' }) });
    }
    await insertShop('cart-and-more');
  });

  it('keeps stock and prices non-negative', async () => {
    const shop = await insertShop('stock-shop');
    const base = { shopId: shop.id, currency: 'EUR', priceAmount: 100 };
    await expect(handle.db.insert(products).values({ ...base, sku: 'A', stockLevel: -1 })).rejects.toThrow();
    await expect(handle.db.insert(products).values({ ...base, sku: 'B', priceAmount: -5 })).rejects.toThrow();
    await handle.db.insert(products).values({ ...base, sku: 'C', stockLevel: 0 });
  });

  it('keeps product slugs unique per shop and locale, and stems the search document per language', async () => {
    const shop = await insertShop('slug-shop');
    await handle.db.insert(shopLocales).values([{ shopId: shop.id, locale: 'en' }, { shopId: shop.id, locale: 'de' }]);
    const [a, b] = await handle.db.insert(products).values([
      { shopId: shop.id, sku: 'A', currency: 'EUR', priceAmount: 100 },
      { shopId: shop.id, sku: 'B', currency: 'EUR', priceAmount: 100 },
    ]).returning();
    await handle.db.insert(productTranslations).values({ productId: a!.id, shopId: shop.id, locale: 'de', name: 'Schöne Häuser', slug: 'haus' });
    await expect(
      handle.db.insert(productTranslations).values({ productId: b!.id, shopId: shop.id, locale: 'de', name: 'Other', slug: 'haus' }),
    ).rejects.toThrow();
    await handle.db.insert(productTranslations).values({ productId: b!.id, shopId: shop.id, locale: 'en', name: 'Houses', slug: 'haus' });
    const rows = await queryRows(handle.db, sql`select locale, search_vector::text as v from product_translations where shop_id = ${shop.id} order by locale`);
    expect(rows).toEqual([
      { locale: 'de', v: "'haus':2A 'schon':1A" },
      { locale: 'en', v: "'hous':1A" },
    ]);
  });
});
