import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getFooter } from '../../navigation/footer/route';
import { GET as getMain } from '../../navigation/main/route';
import { POST as publishDocument } from '../../documents/[kind]/[id]/publish/route';
import { GET as getDocument } from '../../documents/[kind]/[id]/route';
import { DELETE as discardDraft } from '../../documents/[kind]/[id]/draft/route';
import { GET as listRevisions } from '../../documents/[kind]/[id]/revisions/route';
import { POST as duplicate } from '../[slug]/duplicate/route';
import { DELETE as deletePage, GET as getPage, PATCH as patchPage, PUT as putPage } from '../[slug]/route';
import { findMovedPage } from '@/lib/server/content/page-slug-redirects';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import { signInOwners, type OwnerHeaders } from './owner-session';

interface Page {
  id: string; slug: string; title: string; type: string; titleTag: string | null; metaDescription: string | null; href: string;
  isVisible: boolean; isPublished: boolean; waitingSettings: Record<string, unknown> | null; navigation: 'main' | 'footer' | null; pageParentSlug: string | null; content: { blocks: { _id: string; data: Record<string, unknown> }[] };
}
type Answer = Page & { message?: string; code?: string; errors?: { path: string; message: string }[] };
interface Item { slug: string; children: Item[] }

let handle: DatabaseHandle;
let owner: OwnerHeaders;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owner = await signInOwners('198.51.100.33');
});
afterAll(() => handle.close());

const ABOUT = DEMO.pages.about.en;
const NEW_ARRIVALS = DEMO.pages.newArrivals.en;
const CLOTHING = DEMO.categories.clothing.en;
const T_SHIRTS = DEMO.categories.tShirts.en;
const url = (slug: string, query = '') => `/api/v2/pages/${encodeURIComponent(slug)}?shop=demo${query}`;
const content = (html: string) => ({ version: 1, blocks: [{ _id: 'b-1', type: 'text', data: { content: html } }] });
const get = (slug: string, headers?: Record<string, string>) => callRoute<Answer>(getPage, { url: url(slug), params: { slug }, headers });
const put = (slug: string, body: unknown, headers: Record<string, string> = owner.demo) =>
  callRoute<Answer>(putPage, { method: 'PUT', url: url(slug), params: { slug }, body, headers });
const patch = (slug: string, body: unknown, headers: Record<string, string> = owner.demo, query = '') =>
  callRoute<Answer>(patchPage, { method: 'PATCH', url: url(slug, query), params: { slug }, body, headers });
const remove = (slug: string, headers: Record<string, string> = owner.demo) =>
  callRoute<Answer>(deletePage, { method: 'DELETE', url: url(slug), params: { slug }, headers });
const copy = (slug: string, body: unknown, headers: Record<string, string> = owner.demo) =>
  callRoute<Answer>(duplicate, { method: 'POST', url: `/api/v2/pages/${slug}/duplicate?shop=demo`, params: { slug }, body, headers });
const menu = async (which: 'main' | 'footer') =>
  (await callRoute<Item[]>(which === 'main' ? getMain : getFooter, { url: `/api/v2/navigation/${which}?shop=demo`, headers: owner.demo })).json;
const slugs = (items: Item[]) => items.map((item) => item.slug);
const childrenOf = (items: Item[], slug: string): string[] => {
  for (const item of items) {
    if (item.slug === slug) return slugs(item.children);
    const found = childrenOf(item.children, slug);
    if (found.length) return found;
  }
  return [];
};
const blank = (title: string, extra: Record<string, unknown> = {}) => ({ title, type: 'blank', navigation: null, isVisible: true, content: content(`<p>${title}</p>`), ...extra });

describe('links in blocks', () => {
  const withImage = (data: Record<string, unknown>) => ({ ...blank('Linked'), content: { version: 1, blocks: [{ _id: 'img-1', type: 'image', data: { src: '/media/x.png', ...data } }] } });

  it('stores http(s), mailto, tel and relative links, and refuses other schemes with 400', async () => {
    for (const link of ['https://example.com/sale', '/c/clothing', 'mailto:shop@example.com', 'tel:+4930123']) {
      const saved = await put('linked-page', withImage({ link }));
      expect({ link, ok: saved.status < 300 }).toEqual({ link, ok: true });
    }
    for (const data of [{ link: 'javascript:alert(1)' }, { link: ' JavaScript:alert(1)' }, { link: 'data:text/html,x' }, { src: 'javascript:alert(1)' }]) {
      const refused = await put('linked-page', withImage(data));
      expect({ data, status: refused.status }).toEqual({ data, status: 400 });
    }
  });
});

describe('GET /pages/{slug}', () => {
  it('serves a page with its navigation place', async () => {
    const about = await get(ABOUT);
    expect(about.status).toBe(200);
    expect(about.json).toMatchObject({ slug: ABOUT, type: 'blank', navigation: 'footer', pageParentSlug: null, href: `/i/${ABOUT}`, isVisible: true });
    expect(about.json.content.blocks.length).toBeGreaterThan(1);
    expect((await get(NEW_ARRIVALS)).json.navigation).toBe('main');
    expect((await get('privacy')).json).toMatchObject({ type: 'legal', href: '/l/privacy', navigation: null });
  });

  it('answers 404 for an unknown slug and, to shoppers, for a hidden page', async () => {
    expect((await get('no-such-page')).status).toBe(404);
    expect((await put('hidden-page', blank('Hidden', { isVisible: false }))).status).toBe(201);
    expect((await get('hidden-page')).status).toBe(404);
    expect((await get('hidden-page', owner.demo)).json.isVisible).toBe(false);
  });
});

describe('PUT /pages/{slug}', () => {
  it('creates a page (201) under a main-navigation parent, and revalidates content', async () => {
    revalidatedTags.length = 0;
    const created = await put('summer-sale', blank('Summer sale', { navigation: 'main', pageParentSlug: CLOTHING, titleTag: 'Sale!', metaDescription: 'Cheap' }));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ slug: 'summer-sale', title: 'Summer sale', navigation: 'main', pageParentSlug: CLOTHING, titleTag: 'Sale!', metaDescription: 'Cheap' });
    expect(revalidatedTags).toContain('content:demo');
    expect(childrenOf(await menu('main'), CLOTHING).at(-1)).toBe('summer-sale');
  });

  it('creates footer pages without a parent: the parent slug is left out (spec section 5)', async () => {
    const created = await put('faq', blank('FAQ', { navigation: 'footer', pageParentSlug: CLOTHING }));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ navigation: 'footer', pageParentSlug: null });
    expect(slugs(await menu('footer')).at(-1)).toBe('faq');
  });

  it('starts a page made as a draft out of shoppers\' sight and menus, and makes it live with its first Publish', async () => {
    const created = await put('autumn-sale', blank('Autumn sale', { navigation: 'main', draft: true }));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ isPublished: false, navigation: 'main', content: { blocks: [] } });
    const shopperMenu = async () => slugs((await callRoute<Item[]>(getMain, { url: '/api/v2/navigation/main?shop=demo' })).json);
    // The owner sees it where it will be; a shopper neither finds it nor sees it in the menu.
    expect(slugs(await menu('main'))).toContain('autumn-sale');
    expect(await shopperMenu()).not.toContain('autumn-sale');
    expect((await get('autumn-sale')).status).toBe(404);
    // Its content waits in the draft: Publish makes the page and its content live at once.
    const params = { kind: 'page', id: created.json.id };
    const state = await callRoute<{ version: number; hasDraft: boolean }>(getDocument, { url: `/api/v2/documents/page/${params.id}?shop=demo`, params, headers: owner.demo });
    expect(state.json.hasDraft).toBe(true);
    revalidatedTags.length = 0;
    const published = await callRoute(publishDocument, {
      method: 'POST', url: `/api/v2/documents/page/${params.id}/publish?shop=demo`, params, body: { baseVersion: state.json.version }, headers: owner.demo,
    });
    expect(published.status).toBe(200);
    expect(revalidatedTags).toEqual(expect.arrayContaining(['content:demo', `document:demo:page:${params.id}`]));
    expect((await get('autumn-sale')).json).toMatchObject({ isPublished: true, content: { blocks: [{ data: { content: '<p>Autumn sale</p>' } }] } });
    expect(await shopperMenu()).toContain('autumn-sale');
    // A page the spec's clients make (no draft) is live at once, and a draft flag never unpublishes a live page.
    expect((await put('autumn-sale', blank('Autumn sale', { navigation: 'main', draft: true }))).json.isPublished).toBe(true);
    expect((await put('winter-sale', blank('Winter sale'))).json.isPublished).toBe(true);
    await remove('autumn-sale');
    await remove('winter-sale');
  });

  it('replaces the page holding the slug (200), keeping its id; with id it renames that page', async () => {
    const before = (await get('faq')).json;
    const replaced = await put('faq', blank('Questions', { navigation: 'footer' }));
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({ id: before.id, title: 'Questions', navigation: 'footer' });
    const renamed = await put('questions', { ...blank('Questions'), id: before.id, navigation: 'footer' });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ id: before.id, slug: 'questions' });
    expect((await get('faq')).status).toBe(404);
  });

  it('refuses a slug taken by another page (409), a legal one included', async () => {
    const other = (await get(ABOUT)).json;
    const taken = await put('questions', { ...blank('X'), id: other.id });
    expect(taken.status).toBe(409);
    expect(taken.json.code).toBe('SlugTaken');
    expect((await put('privacy', blank('Privacy copy'))).status).toBe(409);
  });

  it('refuses category pages and legal pages in main or footer (422), and unknown ids (404)', async () => {
    expect((await put('x-category', { ...blank('X'), type: 'category' })).json.code).toBe('CategoryPage');
    expect((await put('privacy', { ...blank('X'), type: 'legal', navigation: 'main' })).status).toBe(422);
    expect((await put('imprint', { ...blank('X'), type: 'legal' })).json.code).toBe('UnknownLegalPage');
    expect((await put('x-page', { ...blank('X'), id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await put('x-page', blank('X', { navigation: 'main', pageParentSlug: 'no-such-parent' }))).json.code).toBe('UnknownParentPage');
  });

  it('replaces a legal page\'s text through its fixed slug', async () => {
    const legal = await put('withdrawal', { ...blank('Widerruf'), type: 'legal' });
    expect(legal.status).toBe(200);
    expect(legal.json).toMatchObject({ type: 'legal', slug: 'withdrawal', title: 'Widerruf' });
  });

  it('keeps the main navigation at most 3 levels deep (422)', async () => {
    expect((await put('level-three', blank('Level three', { navigation: 'main', pageParentSlug: T_SHIRTS }))).status).toBe(201);
    const tooDeep = await put('level-four', blank('Level four', { navigation: 'main', pageParentSlug: 'level-three' }));
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.json.code).toBe('NavigationTooDeep');
    expect((await get('level-four')).status).toBe(404);
  });

  it('validates slug, content and text (400) and never answers 500 for deep or unstorable content', async () => {
    expect((await put('Bad_Slug', blank('X'))).status).toBe(400);
    expect((await put(`${'a'.repeat(101)}`, blank('X'))).status).toBe(400);
    expect((await put('-dash', blank('X'))).status).toBe(400);
    expect((await put('ok-slug', { ...blank('X'), content: { blocks: {} } })).status).toBe(400);
    expect((await put('ok-slug', { ...blank('X'), type: 'other' })).status).toBe(400);
    expect((await put('ok-slug', { ...blank('X'), title: '' })).status).toBe(400);
    // Built as text: JSON.stringify itself would overflow the stack on it (the schema's parse did too).
    const nested = `${'{"_id":"a","type":"multi-column","data":{},"columns":[['.repeat(1500)}{"_id":"a","type":"text","data":{}}${']]}'.repeat(1500)}`;
    const deep = await put('ok-slug', `{"title":"X","type":"blank","content":{"version":1,"blocks":[${nested}]}}`, { ...owner.demo, 'content-type': 'application/json' });
    expect(deep.status).toBe(400);
    expect(deep.json.errors![0]!.message).toMatch(/nested/);
    expect((await put('ok-slug', { ...blank('X'), content: content('\uD800') })).status).toBe(400);
    expect((await put('ok-slug', blank('a\u0000'))).status).toBe(400);
    expect((await get('ok-slug', owner.demo)).status).toBe(404);
  });

  it('refuses calls without a token (401) and with another shop\'s token (403)', async () => {
    expect((await callRoute(putPage, { method: 'PUT', url: url('anon'), params: { slug: 'anon' }, body: blank('X') })).status).toBe(401);
    expect((await put('anon', blank('X'), owner.beyond)).status).toBe(403);
  });
});

describe('PATCH /pages/{slug}', () => {
  it('saves content alone, or the settings; text applies to the request locale', async () => {
    const saved = await patch(ABOUT, { content: content('<p>New about</p>') });
    expect(saved.status).toBe(200);
    expect(saved.json.content.blocks).toHaveLength(1);
    const settings = await patch(ABOUT, { title: 'About Vitrine', titleTag: 'About | Vitrine', metaDescription: 'Who we are', slug: 'about-vitrine', isVisible: true });
    expect(settings.json).toMatchObject({ slug: 'about-vitrine', title: 'About Vitrine', titleTag: 'About | Vitrine', metaDescription: 'Who we are', navigation: 'footer' });
    expect((await get(ABOUT)).status).toBe(404);
    expect((await get(DEMO.pages.about.de, undefined)).status).toBe(404); // the German slug lives under locale=de
    const german = await callRoute<Answer>(getPage, { url: url(DEMO.pages.about.de, '&locale=de'), params: { slug: DEMO.pages.about.de } });
    expect(german.json.title).toBe('Über uns');
    expect((await patch('about-vitrine', { titleTag: '' })).json.titleTag).toBeNull();
  });

  it('moves a page between main and footer, or out of both', async () => {
    const toMain = await patch('about-vitrine', { navigation: 'main' });
    expect(toMain.json.navigation).toBe('main');
    expect(slugs(await menu('footer'))).not.toContain('about-vitrine');
    expect(slugs(await menu('main')).at(-1)).toBe('about-vitrine');
    expect((await patch('about-vitrine', { navigation: 'footer' })).json.navigation).toBe('footer');
    expect(slugs(await menu('main'))).not.toContain('about-vitrine');
    expect(slugs(await menu('footer'))).toContain('about-vitrine');
    expect((await patch('about-vitrine', { navigation: null })).json.navigation).toBeNull();
    expect(slugs(await menu('footer'))).not.toContain('about-vitrine');
    expect((await patch('about-vitrine', { navigation: 'footer' })).status).toBe(200);
  });

  it('refuses a taken slug (409), invalid input (400), legal renames (422), unknown pages (404)', async () => {
    expect((await patch('about-vitrine', { slug: DEMO.pages.stores.en })).status).toBe(409);
    expect((await patch('about-vitrine', { slug: 'Not Valid' })).status).toBe(400);
    expect((await patch('about-vitrine', {})).status).toBe(400);
    expect((await patch('about-vitrine', { content: { blocks: [{ type: 'text' }] } })).status).toBe(400);
    expect((await patch('privacy', { slug: 'privacy-policy' })).json.code).toBe('LegalSlugIsFixed');
    expect((await patch('privacy', { navigation: 'footer' })).json.code).toBe('LegalPageNavigation');
    expect((await patch('privacy', { title: 'Datenschutz?' })).status).toBe(200);
    expect((await patch('no-such-page', { title: 'x' })).status).toBe(404);
    expect((await callRoute(patchPage, { method: 'PATCH', url: url('about-vitrine'), params: { slug: 'about-vitrine' }, body: { title: 'x' } })).status).toBe(401);
    expect((await patch('about-vitrine', { title: 'x' }, owner.beyond)).status).toBe(403);
  });
});

describe('DELETE /pages/{slug}', () => {
  it('lifts the children of a main-menu page one level up into its place (spec section 4)', async () => {
    expect((await put('parent-page', blank('Parent', { navigation: 'main', pageParentSlug: CLOTHING }))).status).toBe(201);
    expect((await put('child-one', blank('Child one', { navigation: 'main', pageParentSlug: 'parent-page' }))).status).toBe(201);
    expect((await put('child-two', blank('Child two', { navigation: 'main', pageParentSlug: 'parent-page' }))).status).toBe(201);
    expect((await put('after-parent', blank('After', { navigation: 'main', pageParentSlug: CLOTHING }))).status).toBe(201);
    const before = childrenOf(await menu('main'), CLOTHING);
    revalidatedTags.length = 0;
    const deleted = await remove('parent-page');
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(revalidatedTags).toContain('content:demo');
    const at = before.indexOf('parent-page');
    expect(childrenOf(await menu('main'), CLOTHING)).toEqual([...before.slice(0, at), 'child-one', 'child-two', ...before.slice(at + 1)]);
    expect((await get('parent-page', owner.demo)).status).toBe(404);
    expect((await get('child-one')).json.pageParentSlug).toBe(CLOTHING);
  });

  it('removes a footer page from the footer', async () => {
    expect((await remove(DEMO.pages.stores.en)).status).toBe(204);
    expect(slugs(await menu('footer'))).not.toContain(DEMO.pages.stores.en);
  });

  it('refuses legal pages (422), unknown slugs (404), no token (401) and another shop\'s token (403)', async () => {
    expect((await remove('privacy')).json.code).toBe('LegalPageFixed');
    expect((await remove('no-such-page')).status).toBe(404);
    expect((await callRoute(deletePage, { method: 'DELETE', url: url('child-one'), params: { slug: 'child-one' } })).status).toBe(401);
    expect((await remove('child-one', owner.beyond)).status).toBe(403);
    expect((await get('child-one')).status).toBe(200);
  });
});

describe('POST /pages/{slug}/duplicate', () => {
  it('copies content and settings under the new slug and title, without a navigation place, as a draft until its first Publish (201)', async () => {
    const original = (await get(NEW_ARRIVALS)).json;
    const response = await copy(NEW_ARRIVALS, { newSlug: 'new-arrivals-copy', newTitle: 'New arrivals (copy)' });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      slug: 'new-arrivals-copy', title: 'New arrivals (copy)', navigation: null, isVisible: original.isVisible, metaDescription: original.metaDescription, isPublished: false,
    });
    expect(response.json.id).not.toBe(original.id);
    expect((await get(NEW_ARRIVALS)).json.navigation).toBe('main');
    // The content waits in the copy's draft; shoppers find nothing until it is published.
    const params = { kind: 'page', id: response.json.id };
    const state = await callRoute<{ version: number; hasDraft: boolean; draft: unknown }>(getDocument, { url: `/api/v2/documents/page/${params.id}?shop=demo`, params, headers: owner.demo });
    expect(state.json).toMatchObject({ hasDraft: true, draft: original.content.blocks });
    expect((await get('new-arrivals-copy')).status).toBe(404);
    const published = await callRoute(publishDocument, {
      method: 'POST', url: `/api/v2/documents/page/${params.id}/publish?shop=demo`, params, body: { baseVersion: state.json.version }, headers: owner.demo,
    });
    expect(published.status).toBe(200);
    expect((await get('new-arrivals-copy')).json).toMatchObject({ isPublished: true, content: original.content });
  });

  it('refuses a taken slug (409), invalid input (400), legal pages (422), unknown pages (404) and strangers (401, 403)', async () => {
    expect((await copy(NEW_ARRIVALS, { newSlug: 'new-arrivals-copy', newTitle: 'x' })).status).toBe(409);
    expect((await copy(NEW_ARRIVALS, { newSlug: 'privacy', newTitle: 'x' })).status).toBe(409);
    expect((await copy(NEW_ARRIVALS, { newSlug: 'Bad Slug', newTitle: 'x' })).status).toBe(400);
    expect((await copy(NEW_ARRIVALS, { newSlug: 'fine' })).status).toBe(400);
    expect((await copy('privacy', { newSlug: 'privacy-2', newTitle: 'x' })).status).toBe(422);
    expect((await copy('no-such-page', { newSlug: 'fine', newTitle: 'x' })).status).toBe(404);
    expect((await callRoute(duplicate, { method: 'POST', url: `/api/v2/pages/${NEW_ARRIVALS}/duplicate?shop=demo`, params: { slug: NEW_ARRIVALS }, body: { newSlug: 'fine', newTitle: 'x' } })).status).toBe(401);
    expect((await copy(NEW_ARRIVALS, { newSlug: 'fine', newTitle: 'x' }, owner.beyond)).status).toBe(403);
  });
});

describe('settings of pages, legal pages and categories: versioned resources', () => {
  const ifMatch = (version: string) => ({ ...owner.demo, 'if-match': version });

  it('answers the owner\'s read with a version, takes it back, and tells a stale writer with the settings as they are now', async () => {
    const opened = await get(NEW_ARRIVALS, owner.demo);
    const version = opened.headers.get('etag')!;
    expect(version).toMatch(/^"\d+"$/);
    expect((await get(NEW_ARRIVALS)).headers.get('etag')).toBeNull();

    const first = await patch(NEW_ARRIVALS, { titleTag: 'New in, this week' }, ifMatch(version));
    expect(first.status).toBe(200);
    const next = first.headers.get('etag')!;
    expect(Number(JSON.parse(next))).toBe(Number(JSON.parse(version)) + 1);
    const stale = await callRoute<{ code: string; currentVersion: number; current: Page }>(patchPage, {
      method: 'PATCH', url: url(NEW_ARRIVALS), params: { slug: NEW_ARRIVALS }, body: { titleTag: 'Mine' }, headers: ifMatch(version),
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: 'StaleVersion', currentVersion: Number(JSON.parse(next)), current: { titleTag: 'New in, this week' } });
    expect((await get(NEW_ARRIVALS)).json.titleTag).toBe('New in, this week');
    // Content alone is a document's change, not one of the settings: their version stays.
    expect((await patch(NEW_ARRIVALS, { content: content('<p>New</p>') }, ifMatch(version))).status).toBe(200);
    expect((await get(NEW_ARRIVALS, owner.demo)).headers.get('etag')).toBe(next);
  });

  it('counts a visibility change made in the menus as one of the page\'s settings, and one made in the settings as one of the menus', async () => {
    const page = await get(NEW_ARRIVALS, owner.demo);
    const menus = await callRoute<Item[]>(getMain, { url: '/api/v2/navigation/main?shop=demo', headers: owner.demo });
    expect((await patch(NEW_ARRIVALS, { isVisible: false }, owner.demo)).status).toBe(200);
    expect((await callRoute(getMain, { url: '/api/v2/navigation/main?shop=demo', headers: owner.demo })).headers.get('etag'))
      .not.toBe(menus.headers.get('etag'));
    const hidden = await get(NEW_ARRIVALS, owner.demo);
    expect(hidden.headers.get('etag')).not.toBe(page.headers.get('etag'));

    // Shown again from the menus: the page's settings version counts it.
    const { PUT: putMain } = await import('../../navigation/main/route');
    type Entry = { type: string; slug: string; categoryId: string | null; isVisible: boolean; children: Entry[] };
    const asInput = (items: Entry[]): object[] => items.map((item) => ({
      ...(item.type === 'category' ? { categoryId: item.categoryId } : { slug: item.slug }), isVisible: item.slug === NEW_ARRIVALS || item.isVisible, children: asInput(item.children),
    }));
    const tree = (await callRoute<Entry[]>(getMain, { url: '/api/v2/navigation/main?shop=demo', headers: owner.demo })).json;
    expect((await callRoute(putMain, { method: 'PUT', url: '/api/v2/navigation/main?shop=demo', body: asInput(tree), headers: owner.demo })).status).toBe(200);
    const shown = await get(NEW_ARRIVALS, owner.demo);
    expect(shown.json.isVisible).toBe(true);
    expect(shown.headers.get('etag')).not.toBe(hidden.headers.get('etag'));
  });

  it('versions the settings of legal pages and categories the same way', async () => {
    const { GET: getLegal, PATCH: patchLegal } = await import('../../legal/[slug]/route');
    const { GET: getCategory, PATCH: patchCategory } = await import('../../categories/[id]/route');
    const legalUrl = '/api/v2/legal/privacy?shop=demo';
    const legal = await callRoute<{ title: string }>(getLegal, { url: legalUrl, params: { slug: 'privacy' }, headers: owner.demo });
    const legalVersion = legal.headers.get('etag')!;
    const renamed = await callRoute(patchLegal, { method: 'PATCH', url: legalUrl, params: { slug: 'privacy' }, body: { title: 'Privacy notice' }, headers: ifMatch(legalVersion) });
    expect(renamed.status).toBe(200);
    const staleLegal = await callRoute<{ current: { title: string } }>(patchLegal, {
      method: 'PATCH', url: legalUrl, params: { slug: 'privacy' }, body: { title: 'Privacy' }, headers: ifMatch(legalVersion),
    });
    expect(staleLegal).toMatchObject({ status: 409, json: { current: { title: 'Privacy notice' } } });

    const clothing = (await callRoute<Item[] & { categoryId?: string }[]>(getMain, { url: '/api/v2/navigation/main?shop=demo' })).json
      .find((item) => item.slug === CLOTHING) as unknown as { categoryId: string };
    const categoryUrl = `/api/v2/categories/${clothing.categoryId}?shop=demo`;
    const params = { id: clothing.categoryId };
    const category = await callRoute(getCategory, { url: categoryUrl, params, headers: owner.demo });
    const categoryVersion = category.headers.get('etag')!;
    // Two writers of different fields from the same version: the first goes through, the second is told; nothing of the first is undone.
    const first = await callRoute(patchCategory, { method: 'PATCH', url: categoryUrl, params, body: { metaDescription: 'All we wear' }, headers: ifMatch(categoryVersion) });
    expect(first.status).toBe(200);
    const second = await callRoute<{ current: { metaDescription: string } }>(patchCategory, {
      method: 'PATCH', url: categoryUrl, params, body: { titleTag: 'Clothes' }, headers: ifMatch(categoryVersion),
    });
    expect(second).toMatchObject({ status: 409, json: { current: { metaDescription: 'All we wear' } } });
    // Without a version both fields are kept: the texts are read again once the write holds the category.
    const [a, b] = await Promise.all([
      callRoute(patchCategory, { method: 'PATCH', url: categoryUrl, params, body: { titleTag: 'Clothes' }, headers: owner.demo }),
      callRoute(patchCategory, { method: 'PATCH', url: categoryUrl, params, body: { metaDescription: 'Everything to wear' }, headers: owner.demo }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await callRoute<{ titleTag: string; metaDescription: string }>(getCategory, { url: categoryUrl, params, headers: owner.demo })).json)
      .toMatchObject({ titleTag: 'Clothes', metaDescription: 'Everything to wear' });
  });
});

describe('a page\'s settings as part of its draft (PATCH with draft)', () => {
  type State = { version: number; hasDraft: boolean; route: string | null };
  const documentUrl = (id: string, tail = '') => `/api/v2/documents/page/${id}${tail}?shop=demo`;
  const stateOf = async (id: string) => (await callRoute<State>(getDocument, { url: documentUrl(id), params: { kind: 'page', id }, headers: owner.demo })).json;
  const publish = async (id: string) => callRoute<State & { code?: string; message?: string }>(publishDocument, {
    method: 'POST', url: documentUrl(id, '/publish'), params: { kind: 'page', id }, body: { baseVersion: (await stateOf(id)).version }, headers: owner.demo,
  });

  it('keeps the title and slug from shoppers until Publish, which makes them live with the blocks and records them', async () => {
    const page = (await put('spring-notes', blank('Spring notes', { navigation: 'footer' }))).json;
    const edited = await patch('spring-notes', { title: 'Spring news', slug: 'spring-news', metaDescription: 'What is new', draft: true });
    expect(edited.status).toBe(200);
    // The owner sees what waits; shoppers, the menus and the page's address stay as they were.
    expect(edited.json).toMatchObject({ slug: 'spring-notes', title: 'Spring notes', waitingSettings: { title: 'Spring news', slug: 'spring-news', metaDescription: 'What is new' } });
    expect((await get('spring-notes', owner.demo)).json.waitingSettings).toEqual({ title: 'Spring news', slug: 'spring-news', metaDescription: 'What is new' });
    expect((await get('spring-notes')).json).toMatchObject({ title: 'Spring notes', waitingSettings: null });
    expect((await get('spring-news')).status).toBe(404);
    expect(await stateOf(page.id)).toMatchObject({ hasDraft: true, route: '/i/spring-notes' });
    // An edit back to what shoppers see takes that field out of what waits; a waiting change purges no cache.
    revalidatedTags.length = 0;
    expect((await patch('spring-notes', { metaDescription: '', draft: true })).json.waitingSettings).toEqual({ title: 'Spring news', slug: 'spring-news' });
    expect(revalidatedTags).toEqual([]);

    revalidatedTags.length = 0;
    const published = await publish(page.id);
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ hasDraft: false, route: '/i/spring-news' });
    expect(revalidatedTags).toEqual(expect.arrayContaining(['content:demo', `document:demo:page:${page.id}`]));
    expect((await get('spring-news')).json).toMatchObject({ title: 'Spring news', waitingSettings: null });
    expect((await get('spring-notes')).status).toBe(404);
    expect(slugs(await menu('footer'))).toContain('spring-news');
    const revisions = (await callRoute<{ summary: string; settings: unknown }[]>(listRevisions, { url: documentUrl(page.id, '/revisions'), params: { kind: 'page', id: page.id }, headers: owner.demo })).json;
    expect(revisions[0]).toMatchObject({ summary: 'Page settings changed', settings: { en: { title: 'Spring news', slug: 'spring-news' } } });
    await remove('spring-news');
  });

  it('refuses a publish whose waiting slug another page took since (409), going live with nothing; a discard throws the settings away', async () => {
    const page = (await put('rain-notes', blank('Rain notes'))).json;
    expect((await patch('rain-notes', { title: 'Rain news', slug: 'rain-news', draft: true })).status).toBe(200);
    await put('rain-news', blank('Someone else\'s'));
    const refused = await publish(page.id);
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('SlugTaken');
    expect((await get('rain-notes', owner.demo)).json).toMatchObject({ title: 'Rain notes', waitingSettings: { title: 'Rain news', slug: 'rain-news' } });

    const { version } = await stateOf(page.id);
    const discarded = await callRoute<State>(discardDraft, {
      method: 'DELETE', url: `${documentUrl(page.id, '/draft')}&baseVersion=${version}`, params: { kind: 'page', id: page.id }, headers: owner.demo,
    });
    expect(discarded.json.hasDraft).toBe(false);
    expect((await get('rain-notes', owner.demo)).json.waitingSettings).toBeNull();
    await remove('rain-notes');
    await remove('rain-news');
  });

  it('still makes the text of the spec\'s clients (no draft) live at once, beside a waiting change', async () => {
    await put('snow-notes', blank('Snow notes'));
    await patch('snow-notes', { title: 'Snow news', draft: true });
    const live = await patch('snow-notes', { titleTag: 'Snow!' });
    expect(live.json).toMatchObject({ title: 'Snow notes', titleTag: 'Snow!', waitingSettings: { title: 'Snow news' } });
    await remove('snow-notes');
  });
});

describe('former slugs of a page', () => {
  it('lead to the page\'s current address after a rename, published or live, until another page takes them', async () => {
    const shop = (await findShopBySlug('demo'))!;
    const page = (await put('hail-notes', blank('Hail notes'))).json;
    // A rename the spec's clients make goes live at once, and so does its redirect.
    await patch('hail-notes', { slug: 'hail-news' });
    expect(await findMovedPage(shop, 'en', 'hail-notes')).toMatchObject({ slug: 'hail-news', isVisible: true, isPublished: true });
    // The editor's rename waits for Publish; then both former slugs lead to the newest.
    await patch('hail-news', { slug: 'hail-report', draft: true });
    expect(await findMovedPage(shop, 'en', 'hail-news')).toBeNull();
    const state = await callRoute<{ version: number }>(getDocument, { url: `/api/v2/documents/page/${page.id}?shop=demo`, params: { kind: 'page', id: page.id }, headers: owner.demo });
    await callRoute(publishDocument, {
      method: 'POST', url: `/api/v2/documents/page/${page.id}/publish?shop=demo`, params: { kind: 'page', id: page.id }, body: { baseVersion: state.json.version }, headers: owner.demo,
    });
    expect(await findMovedPage(shop, 'en', 'hail-news')).toMatchObject({ slug: 'hail-report' });
    expect(await findMovedPage(shop, 'en', 'hail-notes')).toMatchObject({ slug: 'hail-report' });
    // A page that takes a former slug is found there again, with no redirect in its way.
    await put('hail-notes', blank('New hail notes'));
    expect(await findMovedPage(shop, 'en', 'hail-notes')).toBeNull();
    await remove('hail-notes');
    await remove('hail-report');
    expect(await findMovedPage(shop, 'en', 'hail-news')).toBeNull();
  });
});
