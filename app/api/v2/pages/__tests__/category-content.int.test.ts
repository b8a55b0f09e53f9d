import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { PATCH as patchCategory } from '../../categories/[id]/route';
import { GET as getMain } from '../../navigation/main/route';
import { signInOwners, type OwnerHeaders } from './owner-session';

interface Category { categoryId: string; slug: string; title: string; titleTag: string | null; metaDescription: string | null; url: string; isVisible: boolean; content: { blocks: unknown[] } | null }
type Answer = Category & { message?: string; code?: string };
interface Item { slug: string; categoryId: string | null; isVisible: boolean; children: Item[] }

let handle: DatabaseHandle;
let owner: OwnerHeaders;
let ids: { home: string; clothing: string; beyond: string };
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owner = await signInOwners('198.51.100.34');
  const main = (await callRoute<Item[]>(getMain, { url: '/api/v2/navigation/main?shop=demo' })).json;
  const beyond = (await callRoute<Item[]>(getMain, { url: '/api/v2/navigation/main?shop=beyond-demo', headers: owner.beyond })).json;
  ids = {
    home: main.find((item) => item.slug === DEMO.categories.home.en)!.categoryId!,
    clothing: main.find((item) => item.slug === DEMO.categories.clothing.en)!.categoryId!,
    beyond: beyond.find((item) => item.categoryId)!.categoryId!,
  };
});
afterAll(() => handle.close());

const patch = (id: string, body: unknown, headers: Record<string, string> = owner.demo, query = '') =>
  callRoute<Answer>(patchCategory, { method: 'PATCH', url: `/api/v2/categories/${id}?shop=demo${query}`, params: { id }, body, headers });
const content = { version: 1, blocks: [{ _id: 'b-1', type: 'text', data: { content: '<p>Autumn</p>' } }] };

describe('PATCH /categories/{id}', () => {
  it('saves the content of a category and revalidates the category and its document, not the whole catalogue', async () => {
    revalidatedTags.length = 0;
    const response = await patch(ids.clothing, { content });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ categoryId: ids.clothing, slug: DEMO.categories.clothing.en, content });
    expect(revalidatedTags).toEqual(expect.arrayContaining([`category:demo:${ids.clothing}`, `document:demo:category:${ids.clothing}`]));
    expect(revalidatedTags).not.toEqual(expect.arrayContaining(['catalog:demo']));
    expect(revalidatedTags).not.toContain('content:demo');
    // null clears the blocks.
    expect((await patch(ids.clothing, { content: null })).json.content).toEqual({ version: 1, blocks: [] });
  });

  it('saves the settings in the request locale; visibility applies to the category', async () => {
    const response = await patch(ids.clothing, {
      title: 'Kleidung', slug: 'kleidung', titleTag: 'Kleidung kaufen', metaDescription: 'Alles zum Anziehen', isVisible: false,
    }, owner.demo, '&locale=de');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ slug: 'kleidung', title: 'Kleidung', url: '/c/kleidung', titleTag: 'Kleidung kaufen', isVisible: false });
    const english = await patch(ids.clothing, { isVisible: true });
    expect(english.json).toMatchObject({ slug: DEMO.categories.clothing.en, title: 'Clothing', isVisible: true });
    expect((await patch(ids.clothing, { titleTag: '' })).json.titleTag).toBeNull();
  });

  it('refuses a slug another category has in the locale (409)', async () => {
    const taken = await patch(ids.clothing, { slug: DEMO.categories.home.en });
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe('SlugTaken');
  });

  it('answers 404 for unknown ids, other shops\' categories and non-ids', async () => {
    expect((await patch('00000000-0000-4000-8000-000000000000', { title: 'x' })).status).toBe(404);
    expect((await patch(ids.beyond, { title: 'x' })).status).toBe(404);
    expect((await patch(DEMO.categories.clothing.en, { title: 'x' })).status).toBe(404);
  });

  it('validates the body (400)', async () => {
    expect((await patch(ids.home, {})).status).toBe(400);
    expect((await patch(ids.home, { slug: 'With Space' })).status).toBe(400);
    expect((await patch(ids.home, { content: { blocks: [{ _id: '', type: 'text' }] } })).status).toBe(400);
    expect((await patch(ids.home, { title: 'a\u0000' })).status).toBe(400);
  });

  it('refuses calls without a token (401) and with another shop\'s token (403)', async () => {
    expect((await callRoute(patchCategory, { method: 'PATCH', url: `/api/v2/categories/${ids.home}?shop=demo`, params: { id: ids.home }, body: { title: 'x' } })).status).toBe(401);
    expect((await patch(ids.home, { title: 'x' }, owner.beyond)).status).toBe(403);
  });
});
