import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';
import {
  categories, productCategories, products, productTranslations, productVariationValues, shops, variationAttributes,
  variationAttributeValues,
} from '../schema';
import { queryRows } from '../rows';
import { createTestDatabase } from '../testing';

// The read model (product_listings), its counts (listing_counts) and its categories' sorted rows
// (category_listings) follow every write to their sources through the triggers of migrations 0009 and
// 0036; these tests write the sources only.
let handle: DatabaseHandle;
let shopId: string;
let shirtsId: string;
let bootsId: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  const [shop] = await handle.db.insert(shops).values({
    slug: 'listings', title: 'Shop', email: 'owner@example.com', defaultLocale: 'en', baseUrl: 'http://localhost:3000',
  }).returning();
  shopId = shop!.id;
  const [shirts, boots] = await handle.db.insert(categories).values([{ shopId }, { shopId }]).returning();
  shirtsId = shirts!.id;
  bootsId = boots!.id;
});
afterAll(() => handle.close());

const listing = (productId: string) => queryRows<{ locale: string; name: string; price: number; stock: number; categories: string[]; values: string[]; labels: string[] }>(handle.db, sql`
  select locale, name, price_amount as price, stock_level as stock, category_ids as categories,
    attribute_values as values, attribute_value_labels as labels
  from product_listings where product_id = ${productId} order by locale`);

const counts = async () => {
  const rows = await queryRows<{ scope_id: string; locale: string; products: number }>(handle.db, sql`
    select scope_id, locale, products from listing_counts where shop_id = ${shopId} and products <> 0`);
  return Object.fromEntries(rows.map((r) => [`${r.scope_id === shopId ? 'shop' : r.scope_id === shirtsId ? 'shirts' : 'boots'}/${r.locale}`, r.products]));
};

/** A category's rows in category_listings, as `locale name price`, in the order of its price index. */
const categoryRows = async (categoryId: string) => (await queryRows<{ locale: string; name: string; price: number }>(handle.db, sql`
  select locale, name, price_amount as price from category_listings
  where category_id = ${categoryId} order by locale, price_amount, product_id`)).map((r) => `${r.locale} ${r.name} ${r.price}`);

async function insertProduct(sku: string, names: Record<string, string>, values: Partial<typeof products.$inferInsert> = {}) {
  const [product] = await handle.db.insert(products).values({ shopId, sku, currency: 'EUR', priceAmount: 1000, stockLevel: 3, ...values }).returning();
  const rows = Object.entries(names).map(([locale, name]) => ({ productId: product!.id, shopId, locale, name, slug: `${sku}-${locale}`.toLowerCase() }));
  if (rows.length > 0) await handle.db.insert(productTranslations).values(rows);
  return product!.id;
}

describe('product_listings', () => {
  it('holds one row per translated, visible simple product and follows its price, stock, name and categories', async () => {
    const id = await insertProduct('TEE', { en: 'Blue tee', de: 'Blaues Shirt' });
    expect((await listing(id)).map((r) => [r.locale, r.name])).toEqual([['de', 'Blaues Shirt'], ['en', 'Blue tee']]);

    await handle.db.insert(productCategories).values({ productId: id, categoryId: shirtsId, shopId });
    await handle.db.update(products).set({ priceAmount: 1500, stockLevel: 0 }).where(eq(products.id, id));
    await handle.db.update(productTranslations).set({ name: 'Navy tee' }).where(eq(productTranslations.productId, id));
    expect(await listing(id)).toEqual([
      expect.objectContaining({ locale: 'de', name: 'Navy tee', price: 1500, stock: 0, categories: [shirtsId] }),
      expect.objectContaining({ locale: 'en', name: 'Navy tee', price: 1500, stock: 0, categories: [shirtsId] }),
    ]);
    expect(await counts()).toEqual({ 'shop/en': 1, 'shop/de': 1, 'shirts/en': 1, 'shirts/de': 1 });

    await handle.db.update(productCategories).set({ categoryId: bootsId }).where(eq(productCategories.productId, id));
    expect(await counts()).toEqual({ 'shop/en': 1, 'shop/de': 1, 'boots/en': 1, 'boots/de': 1 });

    await handle.db.delete(productTranslations).where(eq(productTranslations.locale, 'de'));
    expect((await listing(id)).map((r) => r.locale)).toEqual(['en']);
    expect(await counts()).toEqual({ 'shop/en': 1, 'boots/en': 1 });

    await handle.db.update(products).set({ isVisible: false }).where(eq(products.id, id));
    expect(await listing(id)).toEqual([]);
    expect(await counts()).toEqual({});

    await handle.db.update(products).set({ isVisible: true }).where(eq(products.id, id));
    expect(await counts()).toEqual({ 'shop/en': 1, 'boots/en': 1 });
    await handle.db.delete(products).where(eq(products.id, id));
    expect(await listing(id)).toEqual([]);
    expect(await counts()).toEqual({});
  });

  it('lists a master, never its variations, with the values of its visible variations as facet keys and labels', async () => {
    const masterId = await insertProduct('BOOT', { en: 'Boot' }, { kind: 'master' });
    const [colour] = await handle.db.insert(variationAttributes).values({ shopId, masterProductId: masterId, name: 'color', displayName: { en: 'Colour' } }).returning();
    const [black, brown] = await handle.db.insert(variationAttributeValues).values([
      { shopId, attributeId: colour!.id, value: 'black', displayValue: { en: 'Black' } },
      { shopId, attributeId: colour!.id, value: 'brown', displayValue: { de: 'Braun' } },
    ]).returning();
    const variation = (sku: string) => insertProduct(sku, { en: sku }, { kind: 'variation', variationMasterId: masterId });
    const blackId = await variation('BOOT-BLACK');
    const brownId = await variation('BOOT-BROWN');
    await handle.db.insert(productVariationValues).values([
      { productId: blackId, attributeId: colour!.id, valueId: black!.id, shopId },
      { productId: brownId, attributeId: colour!.id, valueId: brown!.id, shopId },
    ]);
    expect(await listing(blackId)).toEqual([]);
    expect(await listing(masterId)).toEqual([expect.objectContaining({ values: ['color\u001fblack', 'color\u001fbrown'], labels: ['Black', 'brown'] })]);

    await handle.db.update(variationAttributeValues).set({ displayValue: { en: 'Chestnut' } }).where(eq(variationAttributeValues.id, brown!.id));
    await handle.db.update(products).set({ isVisible: false }).where(eq(products.id, blackId));
    expect(await listing(masterId)).toEqual([expect.objectContaining({ values: ['color\u001fbrown'], labels: ['Chestnut'] })]);

    await handle.db.delete(products).where(eq(products.id, brownId));
    expect(await listing(masterId)).toEqual([expect.objectContaining({ values: [], labels: [] })]);
  });

  it("keeps each category's sorted rows (category_listings) with the product's price, name, visibility and categories", async () => {
    const [hats] = await handle.db.insert(categories).values({ shopId }).returning();
    const hatsId = hats!.id;
    const cap = await insertProduct('CAP', { en: 'Cap', de: 'Kappe' }, { priceAmount: 900 });
    const beanie = await insertProduct('BEANIE', { en: 'Beanie' }, { priceAmount: 1200 });
    expect(await categoryRows(hatsId)).toEqual([]);

    await handle.db.insert(productCategories).values([{ productId: cap, categoryId: hatsId, shopId }, { productId: beanie, categoryId: hatsId, shopId }]);
    expect(await categoryRows(hatsId)).toEqual(['de Kappe 900', 'en Cap 900', 'en Beanie 1200']);

    await handle.db.update(products).set({ priceAmount: 1500 }).where(eq(products.id, cap));
    await handle.db.update(productTranslations).set({ name: 'Flat cap' }).where(and(eq(productTranslations.productId, cap), eq(productTranslations.locale, 'en')));
    expect(await categoryRows(hatsId)).toEqual(['de Kappe 1500', 'en Beanie 1200', 'en Flat cap 1500']);

    // A stock change moves nothing; hiding the product takes its rows out, showing it brings them back.
    await handle.db.update(products).set({ stockLevel: 0 }).where(eq(products.id, beanie));
    await handle.db.update(products).set({ isVisible: false }).where(eq(products.id, cap));
    expect(await categoryRows(hatsId)).toEqual(['en Beanie 1200']);
    await handle.db.update(products).set({ isVisible: true }).where(eq(products.id, cap));
    expect(await categoryRows(hatsId)).toEqual(['de Kappe 1500', 'en Beanie 1200', 'en Flat cap 1500']);

    // Moved to another category, in a second one too, then deleted.
    await handle.db.update(productCategories).set({ categoryId: bootsId }).where(and(eq(productCategories.productId, beanie), eq(productCategories.categoryId, hatsId)));
    await handle.db.insert(productCategories).values({ productId: cap, categoryId: bootsId, shopId });
    expect(await categoryRows(hatsId)).toEqual(['de Kappe 1500', 'en Flat cap 1500']);
    expect(await categoryRows(bootsId)).toEqual(['de Kappe 1500', 'en Beanie 1200', 'en Flat cap 1500']);
    await handle.db.delete(products).where(eq(products.id, cap));
    expect(await categoryRows(hatsId)).toEqual([]);
    expect(await categoryRows(bootsId)).toEqual(['en Beanie 1200']);
  });
});
