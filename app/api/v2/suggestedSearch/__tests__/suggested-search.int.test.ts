import { and, eq, inArray } from 'drizzle-orm';
import type { SuggestionPayload } from '@/lib/contract/search';
import type { DatabaseHandle } from '@/lib/db/client';
import { productTranslations, products, shops } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as suggest } from '../route';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 150 });
});
afterAll(() => handle.close());

const call = (query: string) =>
  callRoute<SuggestionPayload[] & { errors?: { path: string }[] }>(suggest, { url: `/api/v2/suggestedSearch?shop=demo&${query}` });
const slugs = (items: SuggestionPayload[]) => items.map((item) => item.slug);

describe('GET /suggestedSearch', () => {
  it('suggests the stoneware mug for the prefix "mug", first, with link, price and image', async () => {
    const response = await call('q=mug');
    expect(response.status).toBe(200);
    const [first] = response.json;
    expect(first).toMatchObject({
      name: 'Handmade Stoneware Mug', slug: DEMO.products.mug.slug.en, href: `/p/${DEMO.products.mug.slug.en}`,
      price: { amount: DEMO.products.mug.priceAmount, currency: 'EUR', formatted: '€14.90' },
    });
    expect(first!.image).toMatchObject({ url: expect.any(String), width: expect.any(Number), height: expect.any(Number) });
    expect(first!.productId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('matches a word prefix anywhere in the name, and names with one letter wrong', async () => {
    expect(slugs((await call('q=stonew')).json)).toContain(DEMO.products.mug.slug.en);
    expect(slugs((await call('q=stonewere')).json)).toContain(DEMO.products.mug.slug.en);
    expect(slugs((await call('q=Handmade%20Stonware')).json)[0]).toBe(DEMO.products.mug.slug.en);
    expect((await call('q=qqxxzz')).json).toEqual([]);
  });

  it('ranks names that start with the query before names that only contain it', async () => {
    const items = (await call('q=nordic&limit=50')).json;
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((item) => item.name.toLowerCase().startsWith('nordic'))).toBe(true);
    const names = items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('suggests German names in the German locale', async () => {
    const items = (await call('q=tass&locale=de')).json;
    expect(items[0]).toMatchObject({ name: 'Handgefertigte Tasse aus Steingut', slug: DEMO.products.mug.slug.de });
    expect(items[0]!.price.formatted).toMatch(/14,90\s€/);
    expect(slugs((await call('q=steingt&locale=de')).json)).toContain(DEMO.products.mug.slug.de);
  });

  it('falls back to the default locale for a locale the shop does not have', async () => {
    expect(slugs((await call('q=mug&locale=it')).json)[0]).toBe(DEMO.products.mug.slug.en);
  });

  it('caps the list at limit, 10 by default', async () => {
    const many = (await call('q=e&q=e')).status;
    expect(many).toBe(400);
    // Inside "elegant" and "organic": more than ten names of the 150 products.
    const common = (await call('q=gan')).json;
    expect(common).toHaveLength(10);
    expect((await call('q=gan&limit=3')).json).toHaveLength(3);
    expect((await call('q=gan&limit=50')).json.length).toBeGreaterThan(10);
  });

  it('sorts by creation date when asked (createdAt-desc)', async () => {
    const items = (await call('q=le&limit=50&sort=createdAt-desc')).json;
    const rows = await handle.db.select({ id: products.id, createdAt: products.createdAt }).from(products)
      .where(inArray(products.id, items.map((item) => item.productId)));
    const created = new Map(rows.map((row) => [row.id, row.createdAt.getTime()]));
    const times = items.map((item) => created.get(item.productId)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('never suggests hidden products or variations', async () => {
    const [shop] = await handle.db.select().from(shops).where(eq(shops.slug, 'demo'));
    const [hidden] = await handle.db.select({ name: productTranslations.name, slug: productTranslations.slug }).from(products)
      .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, 'en')))
      .where(and(eq(products.shopId, shop!.id), eq(products.isVisible, false)));
    expect(hidden).toBeDefined();
    const items = (await call(`q=${encodeURIComponent(hidden!.name)}&limit=50`)).json;
    expect(slugs(items)).not.toContain(hidden!.slug);
    const shirts = (await call('q=classic%20cotton&limit=50')).json;
    expect(slugs(shirts)).toContain(DEMO.products.master.slug.en);
    expect(slugs(shirts)).not.toContain(DEMO.products.master.variationSlug.en);
  });

  it('answers 400 for a missing, too short or too long query and for bad limit or sort', async () => {
    const short = await call('q=m');
    expect(short.status).toBe(400);
    expect(short.json.errors![0]!.path).toBe('query.q');
    expect((await call('q=%20m%20')).status).toBe(400);
    expect((await call('')).status).toBe(400);
    expect((await call(`q=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await call(`q=${'a'.repeat(200)}`)).status).toBe(200);
    expect((await call('q=mug&limit=51')).status).toBe(400);
    expect((await call('q=mug&limit=0')).status).toBe(400);
    expect((await call('q=mug&sort=position-asc')).status).toBe(400);
    expect((await call('q=mu%00g')).status).toBe(400);
  });

  it('survives query syntax characters', async () => {
    for (const q of ["mug's & | ! :*", '%_\\', '(((', 'the and']) {
      const response = await call(`q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
    }
  });
});
