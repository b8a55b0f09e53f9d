import { and, eq } from 'drizzle-orm';
import type { CategoryDetailPayload, CategoryNodePayload } from '@/lib/contract/catalog';
import type { DatabaseHandle } from '@/lib/db/client';
import { categories, categoryTranslations } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase, demoShopIds } from '@/lib/testing/seeded-database';
import { POST as signIn } from '../../auth/sign-in/route';
import { GET as getCategory } from '../[id]/route';
import { GET as listCategories } from '../route';

let handle: DatabaseHandle;
let demoId: string;
let beyondId: string;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  ({ demo: demoId, beyond: beyondId } = await demoShopIds(handle.db));
});
afterAll(() => handle.close());

const tree = (query = '', headers: Record<string, string> = {}) =>
  callRoute<CategoryNodePayload[]>(listCategories, { url: `/api/v2/categories?shop=demo${query}`, headers });
const category = (id: string, query = '', headers: Record<string, string> = {}) =>
  callRoute<CategoryDetailPayload>(getCategory, { url: `/api/v2/categories/${id}?shop=demo${query}`, params: { id }, headers });

const flatten = (nodes: CategoryNodePayload[]): CategoryNodePayload[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

async function categoryId(shopId: string, slug: string) {
  const [row] = await handle.db.select({ id: categoryTranslations.categoryId }).from(categoryTranslations)
    .where(and(eq(categoryTranslations.shopId, shopId), eq(categoryTranslations.slug, slug), eq(categoryTranslations.locale, 'en')));
  return row!.id;
}

async function ownerHeaders(shop: 'demo' | 'beyond') {
  const response = await callRoute<{ token: string }>(signIn, {
    method: 'POST', url: `/api/v2/auth/sign-in?shop=${DEMO.shops[shop].slug}`, body: DEMO.owners[shop], headers: { 'x-forwarded-for': '198.51.100.41' },
  });
  return { authorization: `Bearer ${response.json.token}` };
}

async function setVisible(id: string, isVisible: boolean) {
  await handle.db.update(categories).set({ isVisible }).where(eq(categories.id, id));
}

describe('GET /categories', () => {
  it('answers the tree in position order, home first, departments with their children', async () => {
    const response = await tree();
    expect(response.status).toBe(200);
    const roots = response.json;
    expect(roots[0]).toMatchObject({ slug: DEMO.categories.home.en, url: `/c/${DEMO.categories.home.en}`, isVisible: true, children: [] });
    const clothing = roots.find((n) => n.slug === DEMO.categories.clothing.en)!;
    expect(clothing).toMatchObject({ title: 'Clothing', metaDescription: expect.stringContaining('Clothing') });
    expect(clothing.children[0]).toMatchObject({ slug: DEMO.categories.tShirts.en, title: 'T-Shirts', children: [] });
    // Shoppers get every visible category (the demo hides one).
    const all = await handle.db.select({ id: categories.id }).from(categories).where(and(eq(categories.shopId, demoId), eq(categories.isVisible, true)));
    expect(flatten(roots)).toHaveLength(all.length);
  });

  it('answers titles and slugs in the locale, and the default locale for one the shop lacks', async () => {
    expect((await tree('&locale=de')).json.map((n) => n.title)).toContain('Bekleidung');
    expect((await tree('&locale=pt')).json).toEqual((await tree()).json);
  });

  it('hides a hidden category and its subtree from shoppers but not from the owner', async () => {
    const clothing = await categoryId(demoId, DEMO.categories.clothing.en);
    const tShirts = await categoryId(demoId, DEMO.categories.tShirts.en);
    await setVisible(clothing, false);
    try {
      const shopper = flatten((await tree()).json).map((n) => n.categoryId);
      expect(shopper).not.toContain(clothing);
      expect(shopper).not.toContain(tShirts);
      const owner = flatten((await tree('', await ownerHeaders('demo'))).json);
      expect(owner.find((n) => n.categoryId === clothing)).toMatchObject({ isVisible: false });
      expect(owner.map((n) => n.categoryId)).toContain(tShirts);
    } finally {
      await setVisible(clothing, true);
    }
  });
});

describe('GET /categories/{id}', () => {
  it('answers one category by id or slug with its content', async () => {
    const homeId = await categoryId(demoId, DEMO.categories.home.en);
    const response = await category(homeId);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ categoryId: homeId, parentId: null, slug: DEMO.categories.home.en, titleTag: DEMO.shops.demo.title, isVisible: true });
    expect(response.json.content.blocks.length).toBeGreaterThan(0);
    expect((await category(DEMO.categories.home.en)).json).toEqual(response.json);
    const german = await category(DEMO.categories.tableware.de, '&locale=de');
    expect(german.json).toMatchObject({ slug: DEMO.categories.tableware.de, url: `/c/${DEMO.categories.tableware.de}`, content: { blocks: [] } });
    expect(german.json.parentId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 404 for unknown, foreign and (for shoppers) hidden categories', async () => {
    const missing = await category('no-such-category');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: 'Not found' });
    expect((await category(crypto.randomUUID())).status).toBe(404);
    expect((await category(await categoryId(beyondId, DEMO.categories.tShirts.en))).status).toBe(404);
    const tShirts = await categoryId(demoId, DEMO.categories.tShirts.en);
    await setVisible(tShirts, false);
    try {
      expect((await category(tShirts)).status).toBe(404);
      const asOwner = await category(tShirts, '', await ownerHeaders('demo'));
      expect(asOwner.status).toBe(200);
      expect(asOwner.json.isVisible).toBe(false);
      expect((await category(tShirts, '', await ownerHeaders('beyond'))).status).toBe(403);
    } finally {
      await setVisible(tShirts, true);
    }
    expect((await category('x'.repeat(201))).status).toBe(400);
    expect((await category('a\u0000b')).status).toBe(400);
  });
});
