import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as getPage } from '../../pages/[slug]/route';
import { signInOwners, type OwnerHeaders } from '../../pages/__tests__/owner-session';
import { DELETE as discard, PUT as saveDraft } from '../[kind]/[id]/draft/route';
import { POST as publish } from '../[kind]/[id]/publish/route';
import { GET as getRevision } from '../[kind]/[id]/revisions/[number]/route';
import { POST as restore } from '../[kind]/[id]/revisions/[number]/restore/route';
import { GET as listRevisions } from '../[kind]/[id]/revisions/route';
import { GET as getDocument } from '../[kind]/[id]/route';
import { GET as listDocuments } from '../route';
import { DELETE as cancelSchedule, PUT as schedule } from '../[kind]/[id]/schedule/route';

interface Block { _id: string; type: string; data: Record<string, unknown> }
interface State {
  documentId: string | null; version: number; hasDraft: boolean; draft: Block[]; published: Block[];
  draftSavedAt: string | null; publishedAt: string | null; publishAt: string | null; missingTexts: { blockId: string; path: string }[];
  schedules: { id: string; locale: string | null; publishAt: string }[];
}
interface Change { summary: string; changes: { added: number; changed: number; removed: number; moved: boolean } | null }
type Answer<T = State> = T & { message?: string; code?: string; currentVersion?: number; errors?: { path: string; message: string }[] };

let handle: DatabaseHandle;
let owner: OwnerHeaders;
let pageId: string;
const ABOUT = DEMO.pages.about.en;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owner = await signInOwners('198.51.100.44');
  pageId = (await callRoute<{ id: string }>(getPage, { url: `/api/v2/pages/${ABOUT}?shop=demo`, params: { slug: ABOUT } })).json.id;
});
afterAll(() => handle.close());
beforeEach(() => { revalidatedTags.length = 0; });

const base = (rest = '', query = '', shop = 'demo') => `/api/v2/documents/page/${pageId}${rest}?shop=${shop}${query}`;
const params = (extra: Record<string, string> = {}) => ({ kind: 'page', id: pageId, ...extra });
const text = (id: string, html: string) => ({ _id: id, type: 'text', data: { content: html } });
const content = (...blocks: object[]) => ({ version: 1, blocks });

const state = (headers = owner.demo, query = '') => callRoute<Answer>(getDocument, { url: base('', query), params: params(), headers });
const save = (baseVersion: number, blocks: object[], query = '') =>
  callRoute<Answer<{ version: number; draftSavedAt: string }>>(saveDraft, {
    method: 'PUT', url: base('/draft', query), params: params(), body: { baseVersion, content: content(...blocks) }, headers: owner.demo,
  });
const publishAt = (baseVersion: number) => callRoute<Answer>(publish, { method: 'POST', url: base('/publish'), params: params(), body: { baseVersion }, headers: owner.demo });
const shopperPage = async () =>
  (await callRoute<{ content: { blocks: Block[] } }>(getPage, { url: `/api/v2/pages/${ABOUT}?shop=demo`, params: { slug: ABOUT } })).json.content.blocks;

describe('document API: who may call it', () => {
  it('refuses anonymous callers (401) and another shop\'s owner (403), and answers 404 for a page the shop lacks', async () => {
    expect((await state({})).status).toBe(401);
    expect((await state(owner.beyond)).status).toBe(403);
    const missing = await callRoute(getDocument, {
      url: '/api/v2/documents/page/00000000-0000-4000-8000-000000000000?shop=demo',
      params: { kind: 'page', id: '00000000-0000-4000-8000-000000000000' }, headers: owner.demo,
    });
    expect(missing.status).toBe(404);
    const badKind = await callRoute(getDocument, { url: base(), params: { kind: 'product', id: pageId }, headers: owner.demo });
    expect(badKind.status).toBe(400);
  });
});

describe('document API: draft and publish', () => {
  it('saves a draft shoppers do not see, refuses a second save from the same version with 409, then publishes it', async () => {
    const before = await state();
    expect(before.status).toBe(200);
    const live = await shopperPage();
    expect(before.json.published.map((b) => b._id)).toEqual(live.map((b) => b._id));

    const first = await save(before.json.version, [text('t-1', '<p>First owner</p>')]);
    expect(first.status).toBe(200);
    expect(first.json.version).toBe(before.json.version + 1);
    expect(revalidatedTags).toEqual([]);
    expect(await shopperPage()).toEqual(live);

    // A second tab still on the old version: refused, told the current version, the first draft kept.
    const second = await save(before.json.version, [text('t-2', '<p>Second owner</p>')]);
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: 'StaleVersion', currentVersion: first.json.version });
    expect((await state()).json.draft).toEqual([text('t-1', '<p>First owner</p>')]);

    const published = await publishAt(first.json.version);
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ hasDraft: false, published: [text('t-1', '<p>First owner</p>')] });
    expect(revalidatedTags).toEqual([`document:demo:page:${pageId}`]);
    expect(await shopperPage()).toEqual([text('t-1', '<p>First owner</p>')]);
    expect((await publishAt(published.json.version)).json).toMatchObject({ code: 'NoDraft' });
  });

  it('refuses bad block data with 400 naming block and field, and keeps the version', async () => {
    const { version } = (await state()).json;
    const bad = await save(version, [{ _id: 'img', type: 'image', data: { opentab: 'yes' } }]);
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([expect.objectContaining({ path: 'blocks[img].data.opentab' })]);
    const unknown = await save(version, [{ _id: 'x', type: 'marquee', data: {} }]);
    expect(unknown.status).toBe(400);
    expect((await state()).json.version).toBe(version);
  });

  it('stores values per device sparsely as sent, keeps a layout stored without them as it was, and refuses bad shapes with 400', async () => {
    const { version } = (await state()).json;
    const crop = { x: 0.25, y: 0, width: 0.5, height: 1 };
    const photo = { src: '/media/0b6f4c1e-3c1d-4f51-9d38-2f0f3b7f9a10/summer.png', alt: 'Summer', width: 1600, height: 1200 };
    const grid = { _id: 'grid', type: 'multi-column', data: { devices: { phone: { columns: 2 } } }, columns: [[], [], []] };
    const old = { _id: 'old', type: 'image-with-text', data: {}, columns: [[], []] };
    const picture = { _id: 'pic', type: 'image', data: { ...photo, devices: { tablet: { crop } } } };
    const words = { _id: 'words', type: 'text', data: { content: '<p>Hi</p>', align: 'end', devices: { phone: { align: 'center', headlineSize: 'l' } } } };
    const saved = await save(version, [grid, old, picture, words]);
    expect(saved.status).toBe(200);
    const draft = (await state()).json.draft;
    expect(draft[0]!.data).toEqual({ devices: { phone: { columns: 2 } } });
    expect(draft[1]!.data).toEqual({});
    expect(draft[2]!.data['devices']).toEqual({ tablet: { crop } });
    expect(draft[3]!.data).toEqual(words.data);

    const refused = [
      [{ ...grid, data: { devices: { mobile: { columns: 1 } } } }, 'blocks[grid].data.devices'],
      [{ ...grid, data: { devices: { phone: { columns: 7 } } } }, 'blocks[grid].data.devices.phone.columns'],
      [{ ...grid, data: { devices: { desktop: { columns: 2 } } } }, 'blocks[grid].data.devices'],
      [{ ...picture, data: { ...photo, devices: { phone: { crop: { x: 0.8, y: 0, width: 0.5, height: 1 } } } } }, 'blocks[pic].data.devices.phone.crop.width'],
      [{ ...picture, data: { ...photo, devices: { phone: { columns: 2 } } } }, 'blocks[pic].data.devices.phone'],
      [{ ...words, data: { content: '', devices: { phone: { align: 'left' } } } }, 'blocks[words].data.devices.phone.align'],
      [{ ...grid, data: { spacing: 'huge' } }, 'blocks[grid].data.spacing'],
      [{ ...picture, data: { ...photo, displayHeight: '300px' } }, 'blocks[pic].data.displayHeight'],
    ] as const;
    for (const [block, path] of refused) {
      const bad = await save(saved.json.version, [block]);
      expect(bad.status).toBe(400);
      expect(bad.json.errors).toEqual([expect.objectContaining({ path })]);
    }
    expect((await state()).json.version).toBe(saved.json.version);
    // The page's draft goes again, as the tests after this one expect the published page alone.
    const discarded = await callRoute(discard, { method: 'DELETE', url: base('/draft', `&baseVersion=${saved.json.version}`), params: params(), headers: owner.demo });
    expect(discarded.status).toBe(200);
  });

  it('refuses with 400 and the editor\'s code every tree the editor refuses', async () => {
    const { version } = (await state()).json;
    const listing = (id: string) => ({ _id: id, type: 'category', data: {} });
    const second = await save(version, [listing('c1'), listing('c2')]);
    expect(second).toMatchObject({ status: 400, json: { code: 'once-per-page', blockId: 'c2', message: 'A page can have only one category block' } });
    const inColumn = await save(version, [{ _id: 'cols', type: 'multi-column', data: {}, columns: [[listing('c1')]] }]);
    expect(inColumn).toMatchObject({ status: 400, json: { code: 'page-only', blockId: 'c1' } });
    expect((await state()).json.version).toBe(version);
  });

  it('keeps texts per locale: French lacks the text the default locale has, not one only German has', async () => {
    const { version } = (await state()).json;
    const saved = await save(version, [text('t-1', '<p>Erster Inhaber</p>'), text('t-de', '<p>Nur deutsch</p>')], '&locale=de');
    expect(saved.status).toBe(200);
    const french = await state(owner.demo, '&locale=fr');
    expect(french.json.missingTexts).toEqual([{ blockId: 't-1', path: 'content' }]);
    expect(french.json.draft[0]).toEqual(text('t-1', '<p>First owner</p>'));
    const discarded = await callRoute<Answer>(discard, { method: 'DELETE', url: base('/draft', `&baseVersion=${saved.json.version}`), params: params(), headers: owner.demo });
    expect(discarded.status).toBe(200);
    expect(discarded.json).toMatchObject({ hasDraft: false, draft: [text('t-1', '<p>First owner</p>')] });
  });

  it('gives blocks a save adds the other locales’ texts it sends, and refuses texts the database cannot store', async () => {
    const { version } = (await state()).json;
    const pasted = (texts: object) => callRoute<Answer<{ version: number }>>(saveDraft, {
      method: 'PUT', url: base('/draft'), params: params(), headers: owner.demo,
      body: { baseVersion: version, content: content(text('t-1', '<p>First owner</p>'), text('pasted', '<p>Pasted</p>')), texts },
    });
    expect((await pasted({ pasted: { de: { content: 'Bad \u0000 text' } } })).status).toBe(400);
    expect((await pasted({ pasted: { de: { content: 42 } } })).json.errors).toEqual([expect.objectContaining({ path: 'blocks[pasted].data.content' })]);
    const saved = await pasted({ pasted: { de: { content: '<p>Eingefügt</p>' } } });
    expect(saved.status).toBe(200);
    expect((await state(owner.demo, '&locale=de')).json.draft[1]).toEqual(text('pasted', '<p>Eingefügt</p>'));
    await callRoute(discard, { method: 'DELETE', url: base('/draft', `&baseVersion=${saved.json.version}`), params: params(), headers: owner.demo });
  });
});

describe('document API: texts a locale lacks', () => {
  it('keeps the texts a German save names as missing falling back to English, and refuses a list it cannot read', async () => {
    const english = await save((await state()).json.version, [text('t-1', '<p>English</p>')]);
    const german = (missing: unknown) => callRoute<Answer<{ version: number }>>(saveDraft, {
      method: 'PUT', url: base('/draft', '&locale=de'), params: params(), headers: owner.demo,
      body: { baseVersion: english.json.version, content: content(text('t-1', '<p>English</p>')), missing },
    });
    expect((await german('t-1 content')).status).toBe(400);
    expect((await german([{ blockId: '', path: 'content' }])).status).toBe(400);
    const saved = await german([{ blockId: 't-1', path: 'content' }]);
    expect(saved.status).toBe(200);
    const inGerman = (await state(owner.demo, '&locale=de')).json;
    expect(inGerman.missingTexts).toEqual([{ blockId: 't-1', path: 'content' }]);
    expect(inGerman.draft).toEqual([text('t-1', '<p>English</p>')]);
    await callRoute(discard, { method: 'DELETE', url: base('/draft', `&baseVersion=${saved.json.version}`), params: params(), headers: owner.demo });
  });
});

describe('document API: revisions and schedule', () => {
  it('lists revisions newest first with who published and what changed, opens one and restores it as a draft', async () => {
    const revisions = await callRoute<Answer<(Change & { number: number; publishedBy: string | null; publishedByEmail: string | null })[]>>(listRevisions, {
      url: base('/revisions'), params: params(), headers: owner.demo,
    });
    expect(revisions.status).toBe(200);
    const [latest, earlier] = revisions.json;
    expect(latest!.number).toBeGreaterThan(earlier!.number);
    expect(latest!.publishedBy).toEqual(expect.any(String));
    expect(latest!.publishedByEmail).toBe('owner@demo.vitrine.test');
    // The publish above put one text block in place of the demo's blocks: in English words and as counts.
    expect(latest!.changes).toEqual({ added: 1, changed: 0, removed: expect.any(Number), moved: false });
    expect(latest!.summary).toBe(`1 added, ${latest!.changes!.removed} removed`);
    // The demo's revision was recorded without counts.
    expect(earlier).toMatchObject({ summary: 'Demo content', changes: null });

    const openLatest = await callRoute<Answer<Change & { number: number; blocks: Block[] }>>(getRevision, {
      url: base(`/revisions/${latest!.number}`), params: params({ number: String(latest!.number) }), headers: owner.demo,
    });
    expect(openLatest.json).toEqual({ number: latest!.number, summary: latest!.summary, changes: latest!.changes, settings: null, locale: null, blocks: [text('t-1', '<p>First owner</p>')] });
    const opened = await callRoute<Answer<Change & { blocks: Block[] }>>(getRevision, {
      url: base(`/revisions/${earlier!.number}`), params: params({ number: String(earlier!.number) }), headers: owner.demo,
    });
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ number: earlier!.number, summary: 'Demo content', changes: null });
    const { version } = (await state()).json;
    const restored = await callRoute<Answer>(restore, {
      method: 'POST', url: base(`/revisions/${earlier!.number}/restore`), params: params({ number: String(earlier!.number) }),
      body: { baseVersion: version }, headers: owner.demo,
    });
    expect(restored.status).toBe(200);
    expect(restored.json.hasDraft).toBe(true);
    expect(restored.json.draft).toEqual(opened.json.blocks);
    expect(restored.json.published).toEqual([text('t-1', '<p>First owner</p>')]);

    const unknown = await callRoute(restore, {
      method: 'POST', url: base('/revisions/9999/restore'), params: params({ number: '9999' }), body: { baseVersion: restored.json.version }, headers: owner.demo,
    });
    expect(unknown.status).toBe(404);
  });

  it('schedules the draft for a future time only, and cancels the schedule keeping the draft', async () => {
    const { version } = (await state()).json;
    const call = (publishAtIso: string) => callRoute<Answer>(schedule, {
      method: 'PUT', url: base('/schedule'), params: params(), body: { baseVersion: version, publishAt: publishAtIso }, headers: owner.demo,
    });
    expect((await call(new Date(Date.now() - 60_000).toISOString())).status).toBe(400);
    const when = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call(when);
    expect(scheduled.status).toBe(200);
    expect(scheduled.json.publishAt).toBe(when);
    const cancelled = await callRoute<Answer>(cancelSchedule, {
      method: 'DELETE', url: base('/schedule', `&baseVersion=${scheduled.json.version}`), params: params(), headers: owner.demo,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ publishAt: null, schedules: [], hasDraft: true });
  });

  it('publishes and schedules one language with `locale`, refusing one the shop lacks (400), and cancels one plan by its id', async () => {
    let { version } = (await state()).json;
    version = (await save(version, [text('lang', '<p>English</p>')])).json.version;
    version = (await publishAt(version)).json.version;
    version = (await save(version, [text('lang', '<p>Deutsch</p>')], '&locale=de')).json.version;
    version = (await save(version, [text('lang', '<p>English, new</p>'), text('more', '<p>More</p>')])).json.version;
    const publishIn = (locale: string) => callRoute<Answer>(publish, { method: 'POST', url: base('/publish'), params: params(), body: { baseVersion: version, locale }, headers: owner.demo });

    const unknown = await publishIn('xx');
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual([expect.objectContaining({ path: 'locale' })]);
    const german = await publishIn('de');
    expect(german.status).toBe(200);
    expect(german.json).toMatchObject({ hasDraft: true, published: [text('lang', '<p>English</p>')] });
    expect(await shopperPage()).toEqual([text('lang', '<p>English</p>')]);
    expect((await state(owner.demo, '&locale=de')).json.published).toEqual([text('lang', '<p>Deutsch</p>')]);
    const [latest] = (await callRoute<{ locale: string | null }[]>(listRevisions, { url: base('/revisions'), params: params(), headers: owner.demo })).json;
    expect(latest!.locale).toBe('de');

    version = german.json.version;
    const when = new Date(Date.now() + 3_600_000).toISOString();
    const plan = (locale?: string) => callRoute<Answer>(schedule, {
      method: 'PUT', url: base('/schedule'), params: params(), body: { baseVersion: version, publishAt: when, ...(locale ? { locale } : {}) }, headers: owner.demo,
    });
    expect((await plan('xx')).status).toBe(400);
    const french = await plan('fr');
    expect(french.json.schedules).toEqual([{ id: expect.any(String), locale: 'fr', publishAt: when }]);
    expect(french.json.publishAt).toBeNull();
    version = french.json.version;
    const all = await plan();
    expect(all.json.schedules.map((s) => s.locale).sort()).toEqual(['fr', null].sort());
    const cancel = (query: string) => callRoute<Answer>(cancelSchedule, {
      method: 'DELETE', url: base('/schedule', `&baseVersion=${all.json.version}${query}`), params: params(), headers: owner.demo,
    });
    expect((await cancel('&scheduleId=not-a-uuid')).status).toBe(400);
    const left = await cancel(`&scheduleId=${french.json.schedules[0]!.id}`);
    expect(left.json.schedules).toEqual([{ id: expect.any(String), locale: null, publishAt: when }]);
    expect(left.json.publishAt).toBe(when);
    await callRoute(discard, { method: 'DELETE', url: base('/draft', `&baseVersion=${left.json.version}`), params: params(), headers: owner.demo });
    expect((await state()).json).toMatchObject({ hasDraft: false, schedules: [] });
  });
});

describe('GET /documents: the page picker\'s list', () => {
  interface Listed { kind: string; id: string; type: string; title: string; route: string; hasDraft: boolean; isPublished: boolean; isVisible: boolean }
  const list = (query = '', headers = owner.demo) =>
    callRoute<Listed[] & { errors?: unknown }>(listDocuments, { url: `/api/v2/documents?shop=demo${query}`, headers });

  it('is the owner\'s only (401, 403)', async () => {
    expect((await list('', {})).status).toBe(401);
    expect((await list('', owner.beyond)).status).toBe(403);
  });

  it('lists info pages, legal pages and category pages with their routes, the hidden ones too', async () => {
    const { status, json } = await list();
    expect(status).toBe(200);
    expect(json).toContainEqual(expect.objectContaining({ kind: 'page', id: pageId, type: 'page', route: `/i/${ABOUT}` }));
    expect(json).toContainEqual(expect.objectContaining({ kind: 'page', type: 'legal', route: '/l/contact' }));
    expect(json).toContainEqual(expect.objectContaining({ kind: 'category', type: 'category', route: `/c/${DEMO.categories.clothing.en}` }));
    expect(json).toContainEqual(expect.objectContaining({ type: 'category', route: `/c/${DEMO.hidden.category.en}`, isVisible: false }));
    // The home page's category is opened at /, where shoppers find it.
    expect(json.filter((entry) => entry.route === '/')).toEqual([expect.objectContaining({ type: 'category', title: 'Home' })]);
    // Pages first (info, then legal), then categories.
    const types = json.map((entry) => entry.type);
    expect(types.lastIndexOf('page')).toBeLessThan(types.indexOf('legal'));
    expect(types.lastIndexOf('legal')).toBeLessThan(types.indexOf('category'));
  });

  it('finds by words of the title or slug in the request locale, literally', async () => {
    const about = await list(`&q=${encodeURIComponent(ABOUT.slice(0, 5).toUpperCase())}`);
    expect(about.json.map((entry) => entry.id)).toContain(pageId);
    expect(about.json.every((entry) => `${entry.title} ${entry.route}`.toLowerCase().includes(ABOUT.slice(0, 5)))).toBe(true);
    const german = await list(`&q=${DEMO.categories.tableware.de}&locale=de`);
    expect(german.json).toEqual([expect.objectContaining({ type: 'category', route: `/c/${DEMO.categories.tableware.de}` })]);
    expect((await list('&q=%25')).json).toEqual([]);
  });

  it('says which documents wait for a publish', async () => {
    const before = (await state()).json;
    const saved = await save(before.version, [text('t-list', '<p>Waiting</p>')]);
    expect(saved.status).toBe(200);
    const entry = (await list(`&q=${ABOUT}`)).json.find((candidate) => candidate.id === pageId);
    expect(entry?.hasDraft).toBe(true);
    expect((await list(`&q=${DEMO.categories.clothing.en}`)).json.find((candidate) => candidate.type === 'category')?.hasDraft).toBe(false);
  });

  it('answers the one document at a route, whatever the limit, and nothing for a route that shows none', async () => {
    const at = async (route: string, locale = '') => (await list(`&limit=1&route=${encodeURIComponent(route)}${locale}`)).json;
    // With a limit of one, the first info page is listed alone: the route still finds the legal page.
    expect(await at('/l/privacy')).toEqual([expect.objectContaining({ kind: 'page', type: 'legal', route: '/l/privacy' })]);
    expect(await at(`/i/${ABOUT}`)).toEqual([expect.objectContaining({ id: pageId, type: 'page' })]);
    expect(await at('/')).toEqual([expect.objectContaining({ type: 'category', title: 'Home', route: '/' })]);
    // A category's view (sort, page, size) is the same category; the slug is the locale's.
    const clothing = `/c/${DEMO.categories.clothing.en}`;
    expect(await at(`${clothing}/price-asc/2/24`)).toEqual([expect.objectContaining({ type: 'category', route: clothing })]);
    expect(await at(`/c/${DEMO.categories.tableware.de}`, '&locale=de')).toEqual([expect.objectContaining({ route: `/c/${DEMO.categories.tableware.de}` })]);
    for (const none of ['/l/not-a-legal-page', '/i/no-such-page', '/cart', '/p/anything', '/c/a/b', '/%ZZ']) expect(await at(none)).toEqual([]);
    expect((await list('&route=privacy')).status).toBe(400);
  });

  it('answers one document by its id in the request locale, the editor\'s way to the same page in another language', async () => {
    const [english] = (await list(`&route=${encodeURIComponent(`/c/${DEMO.categories.tableware.en}`)}`)).json;
    expect((await list(`&id=${english!.id}&locale=de`)).json).toEqual([expect.objectContaining({ id: english!.id, route: `/c/${DEMO.categories.tableware.de}` })]);
    expect((await list(`&id=${pageId}`)).json).toEqual([expect.objectContaining({ id: pageId, route: `/i/${ABOUT}` })]);
    expect((await list('&id=00000000-0000-4000-8000-000000000000')).json).toEqual([]);
    expect((await list('&id=not-an-id')).status).toBe(400);
  });

  it('keeps to the limit of each kind and refuses a bad query with 400', async () => {
    const one = (await list('&limit=1')).json;
    expect(one.filter((entry) => entry.kind === 'page')).toHaveLength(1);
    expect(one.filter((entry) => entry.kind === 'category')).toHaveLength(1);
    expect((await list('&limit=0')).status).toBe(400);
    expect((await list('&limit=abc')).status).toBe(400);
    expect((await list(`&q=${'x'.repeat(201)}`)).status).toBe(400);
  });
});
