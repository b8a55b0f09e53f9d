import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { shops } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { POST as duplicate } from '../../pages/[slug]/duplicate/route';
import { GET as getPage, PATCH as patchPage, PUT as putPage } from '../../pages/[slug]/route';
import { signInOwners, type OwnerHeaders } from '../../pages/__tests__/owner-session';
import { GET as getShop } from '../../shop/route';
import { PUT as saveDraft } from '../[kind]/[id]/draft/route';
import { POST as publish } from '../[kind]/[id]/publish/route';
import { POST as restore } from '../[kind]/[id]/revisions/[number]/restore/route';
import { GET as listRevisions } from '../[kind]/[id]/revisions/route';
import { GET as getDocument } from '../[kind]/[id]/route';

/**
 * Blocks hidden for shop types, through the API: the beyond demo shop does not get HTML blocks, but its
 * about page was seeded with one, as a shop's content stored before the rule (or before the shop changed
 * type) would be. It keeps that block; every write that would add another is refused with the editor's code.
 */
interface Block { _id: string; type: string; data: Record<string, unknown>; columns?: Block[][] }
interface State { version: number; draft: Block[]; published: Block[] }
type Answer<T = State> = T & { message?: string; code?: string; blockId?: string | null };
interface Page { id: string; title: string; content: { blocks: Block[] } }

const SHOP = DEMO.shops.beyond.slug;
const ABOUT = DEMO.pages.about.en;
let handle: DatabaseHandle;
let owner: Record<string, string>;
let pageId: string;
let stored: Block;

const pageUrl = (slug: string) => `/api/v2/pages/${slug}?shop=${SHOP}`;
const readPage = (slug: string) => callRoute<Answer<Page>>(getPage, { url: pageUrl(slug), params: { slug }, headers: owner });
const docUrl = (rest = '') => `/api/v2/documents/page/${pageId}${rest}?shop=${SHOP}`;
const docParams = (extra: Record<string, string> = {}) => ({ kind: 'page', id: pageId, ...extra });
const state = () => callRoute<Answer>(getDocument, { url: docUrl(), params: docParams(), headers: owner });
const save = (baseVersion: number, blocks: Block[]) => callRoute<Answer>(saveDraft, {
  method: 'PUT', url: docUrl('/draft'), params: docParams(), body: { baseVersion, content: { version: 1, blocks } }, headers: owner,
});
const publishAt = (baseVersion: number) => callRoute<Answer>(publish, { method: 'POST', url: docUrl('/publish'), params: docParams(), body: { baseVersion }, headers: owner });
const text = (id: string): Block => ({ _id: id, type: 'text', data: { content: `<p>${id}</p>` } });
const html = (id: string): Block => ({ _id: id, type: 'html', data: { html: `<p>${id}</p>` } });
const refusedFor = (blockId: string) => ({ status: 400, json: { code: 'not-offered-for-shop', blockId, message: "This shop's type does not offer html blocks" } });

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  owner = (await signInOwners('198.51.100.71') as OwnerHeaders).beyond;
  const about = await readPage(ABOUT);
  pageId = about.json.id;
  stored = about.json.content.blocks.find((block) => block.type === 'html')!;
});
afterAll(() => handle.close());

describe('a beyond shop and the HTML block its type does not get', () => {
  it('keeps the HTML block its page stores: edited, moved and published, it still renders', async () => {
    expect(stored).toBeDefined();
    const { version } = (await state()).json;
    const edited = { ...stored, data: { html: '<p>Still here</p>' } };
    const saved = await save(version, [edited, text('t-1')]);
    expect(saved.status).toBe(200);
    expect((await publishAt(saved.json.version)).status).toBe(200);
    expect((await readPage(ABOUT)).json.content.blocks).toEqual([expect.objectContaining({ _id: stored._id, data: { html: '<p>Still here</p>' } }), expect.objectContaining({ _id: 't-1' })]);
  });

  it('refuses a draft that adds one, on the page or in a column, with the editor\'s code, and keeps the version', async () => {
    const { version, draft } = (await state()).json;
    expect(await save(version, [...draft, html('h-new')])).toMatchObject(refusedFor('h-new'));
    const inColumn = { _id: 'cols', type: 'multi-column', data: {}, columns: [[html('h-col')], []] };
    expect(await save(version, [...draft, inColumn])).toMatchObject(refusedFor('h-col'));
    // A stored text block's id does not let an HTML block in under it.
    expect(await save(version, [stored, html('t-1')])).toMatchObject(refusedFor('t-1'));
    expect((await state()).json.version).toBe(version);
  });

  it('refuses a copy of the page, a new page and a spec client\'s edit that would add one, writing nothing', async () => {
    const copied = await callRoute<Answer>(duplicate, {
      method: 'POST', url: `/api/v2/pages/${ABOUT}/duplicate?shop=${SHOP}`, params: { slug: ABOUT }, body: { newSlug: 'about-copy', newTitle: 'About (copy)' }, headers: owner,
    });
    expect(copied).toMatchObject(refusedFor(stored._id));
    expect((await readPage('about-copy')).status).toBe(404);

    const created = await callRoute<Answer>(putPage, {
      method: 'PUT', url: pageUrl('with-html'), params: { slug: 'with-html' }, headers: owner,
      body: { title: 'With HTML', type: 'blank', navigation: null, isVisible: true, content: { version: 1, blocks: [html('h-put')] } },
    });
    expect(created).toMatchObject(refusedFor('h-put'));
    expect((await readPage('with-html')).status).toBe(404);

    const before = (await readPage(ABOUT)).json;
    const patched = await callRoute<Answer>(patchPage, {
      method: 'PATCH', url: pageUrl(ABOUT), params: { slug: ABOUT }, headers: owner,
      body: { title: 'Renamed', content: { version: 1, blocks: [...before.content.blocks, html('h-patch')] } },
    });
    expect(patched).toMatchObject(refusedFor('h-patch'));
    expect((await readPage(ABOUT)).json).toMatchObject({ title: before.title, content: before.content });
  });

  it('refuses restoring a revision with the block once the page no longer holds it', async () => {
    const revisions = await callRoute<{ number: number }[]>(listRevisions, { url: docUrl('/revisions'), params: docParams(), headers: owner });
    const withBlock = revisions.json[0]!.number;
    const { version } = (await state()).json;
    const removed = await save(version, [text('t-1')]);
    const published = await publishAt(removed.json.version);
    expect(published.status).toBe(200);
    const restored = await callRoute<Answer>(restore, {
      method: 'POST', url: docUrl(`/revisions/${withBlock}/restore`), params: docParams({ number: String(withBlock) }),
      body: { baseVersion: published.json.version }, headers: owner,
    });
    expect(restored).toMatchObject(refusedFor(stored._id));
    expect((await state()).json).toMatchObject({ version: published.json.version, draft: [text('t-1')] });
  });
});

describe('a unity shop', () => {
  it('is no beyond shop, and does not get the HTML block either', async () => {
    await handle.db.update(shops).set({ variant: 'unity' }).where(eq(shops.slug, SHOP));
    const shop = await callRoute<{ beyond: boolean }>(getShop, { url: `/api/v2/shop?shop=${SHOP}`, headers: owner });
    expect(shop.json.beyond).toBe(false);
    const { version } = (await state()).json;
    expect(await save(version, [text('t-1'), html('h-unity')])).toMatchObject(refusedFor('h-unity'));
  });
});
