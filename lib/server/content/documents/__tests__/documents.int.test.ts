import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { contentDocuments, contentRevisions, documentSchedules, legacyContent } from '@/lib/db/schema';
import { migrateLegacyContent } from '@/lib/db/data-migrations/legacy-content';
import { DEMO } from '@/lib/db/seed/demo';
import { findInfoPage } from '@/lib/server/content/pages';
import { ConflictError, PageTreeError, ValidationError } from '@/lib/server/errors';
import { duplicatePage } from '@/lib/server/content/duplicate-page';
import { updatePage } from '@/lib/server/content/patch-page';
import { putPage } from '@/lib/server/content/put-page';
import { log } from '@/lib/log';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { readRenderBlocks } from '../locale-content';
import { getDocumentState, listRevisions, readContent } from '../read-document';
import { publishDueDocuments } from '../scheduler';
import type { DocumentTarget } from '../target';
import { discardDraft, publishDraft, restoreRevision, saveDraft, scheduleDraft } from '../write-document';
import { caught } from '@/lib/testing/caught';

let handle: DatabaseHandle;
let shop: Shop;
let about: DocumentTarget;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 12 });
  shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
  about = { kind: 'page', id: (await findInfoPage(shop, 'en', DEMO.pages.about.en))!.id };
});
afterAll(() => handle.close());
beforeEach(() => { revalidatedTags.length = 0; });

const text = (id: string, content: string) => ({ _id: id, type: 'text', data: { content } });
const content = (...blocks: object[]) => ({ version: 1, blocks }) as never;

describe('content documents', () => {
  it('keeps a draft from shoppers until it is published, then records the publish as a revision', async () => {
    const before = await getDocumentState(shop, about, 'en');
    const published = await readContent(shop, about, 'en', 'published');
    const saved = await saveDraft(shop, about, 'en', { baseVersion: before.version, content: content(text('new', '<p>Draft</p>')) }, null);
    expect(saved.version).toBe(before.version + 1);
    expect(await readContent(shop, about, 'en', 'published')).toEqual(published);
    expect(await readContent(shop, about, 'en', 'draft')).toEqual([text('new', '<p>Draft</p>')]);
    expect(revalidatedTags).toEqual([]);

    const live = await publishDraft(shop, about, { baseVersion: saved.version }, null);
    expect(await readContent(shop, about, 'en', 'published')).toEqual([text('new', '<p>Draft</p>')]);
    expect(revalidatedTags).toEqual([`document:demo:page:${about.id}`]);
    const state = await getDocumentState(shop, about, 'en');
    expect(state).toMatchObject({ version: live.version, hasDraft: false });
    const [latest, seeded] = await listRevisions(shop, about);
    expect(latest!.summary).toMatch(/1 added/);
    // The counts are kept beside the English summary: the demo's blocks gave way to the one new block.
    expect(latest!.changes).toEqual({ added: 1, changed: 0, removed: expect.any(Number), moved: false });
    expect(latest!.summary).toBe(`1 added, ${latest!.changes!.removed} removed`);
    // A revision recorded before the counts were kept has none.
    expect(seeded).toMatchObject({ summary: 'Demo content', changes: null });
  });

  it('refuses a write based on a stale version with 409 and the current version, losing nothing', async () => {
    const { version } = await getDocumentState(shop, about, 'en');
    await saveDraft(shop, about, 'en', { baseVersion: version, content: content(text('a', '<p>First owner</p>')) }, null);
    const error = await caught(saveDraft(shop, about, 'en', { baseVersion: version, content: content(text('b', '<p>Second owner</p>')) }, null));
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).details).toEqual({ currentVersion: version + 1 });
    expect(await readContent(shop, about, 'en', 'draft')).toEqual([text('a', '<p>First owner</p>')]);
    await discardDraft(shop, about, { baseVersion: version + 1 });
  });

  it('keeps the other locales’ texts when one locale edits, and falls back to the default locale', async () => {
    const { version } = await getDocumentState(shop, about, 'en');
    await saveDraft(shop, about, 'de', { baseVersion: version, content: content(text('new', '<p>Entwurf</p>'), text('only-de', '<p>Neu</p>')) }, null);
    // The layout is shared; a block added in German has no English text yet (the English text of the other stays).
    expect(await readContent(shop, about, 'en', 'draft')).toEqual([text('new', '<p>Draft</p>'), { _id: 'only-de', type: 'text', data: {} }]);
    expect(await readContent(shop, about, 'de', 'draft')).toEqual([text('new', '<p>Entwurf</p>'), text('only-de', '<p>Neu</p>')]);
    expect((await getDocumentState(shop, about, 'fr')).missingTexts).toEqual([{ blockId: 'new', path: 'content' }]);
    await discardDraft(shop, about, { baseVersion: version + 1 });
  });

  it('keeps a locale’s missing texts missing when its editor saves them with the default locale’s text shown', async () => {
    const { version } = await getDocumentState(shop, about, 'en');
    const base = await saveDraft(shop, about, 'en', { baseVersion: version, content: content(text('a', '<p>One</p>'), text('b', '<p>Two</p>')) }, null);
    const german = await getDocumentState(shop, about, 'de');
    expect(german.missingTexts).toEqual([{ blockId: 'a', path: 'content' }, { blockId: 'b', path: 'content' }]);
    // The German editor typed into b; a still shows the English text, which it names as missing.
    const saved = await saveDraft(shop, about, 'de', {
      baseVersion: base.version, content: content(text('a', '<p>One</p>'), text('b', '<p>Zwei</p>')), missing: [{ blockId: 'a', path: 'content' }],
    }, null);
    expect((await getDocumentState(shop, about, 'de')).missingTexts).toEqual([{ blockId: 'a', path: 'content' }]);
    // English changing later shows in German where German has no text of its own.
    await saveDraft(shop, about, 'en', { baseVersion: saved.version, content: content(text('a', '<p>Uno</p>'), text('b', '<p>Two</p>')) }, null);
    expect(await readContent(shop, about, 'de', 'draft')).toEqual([text('a', '<p>Uno</p>'), text('b', '<p>Zwei</p>')]);
    // The default locale lacks nothing: a list it is sent changes nothing.
    const { version: current } = await getDocumentState(shop, about, 'en');
    await saveDraft(shop, about, 'en', { baseVersion: current, content: content(text('a', '<p>Uno</p>'), text('b', '<p>Two</p>')), missing: [{ blockId: 'a', path: 'content' }] }, null);
    expect(await readContent(shop, about, 'en', 'draft')).toEqual([text('a', '<p>Uno</p>'), text('b', '<p>Two</p>')]);
    await discardDraft(shop, about, { baseVersion: current + 1 });
  });

  it('keeps the other locales’ texts a paste brings for blocks new to the page, and only those', async () => {
    const { version } = await getDocumentState(shop, about, 'en');
    const base = await saveDraft(shop, about, 'en', { baseVersion: version, content: content(text('kept', '<p>Kept</p>')) }, null);
    await saveDraft(shop, about, 'de', { baseVersion: base.version, content: content(text('kept', '<p>Behalten</p>')) }, null);
    const { version: current } = await getDocumentState(shop, about, 'en');
    const pasted = await saveDraft(shop, about, 'en', {
      baseVersion: current,
      content: content(text('kept', '<p>Kept</p>'), text('pasted', '<p>Pasted</p>')),
      texts: {
        pasted: { de: { content: '<p>Eingefügt</p>' }, fr: { content: '<p>Collé</p>' }, it: { content: '<p>Incollato</p>' }, en: { content: 'ignored' } },
        // A block the page has keeps its own texts; a field that holds no text is no text.
        kept: { de: { content: '<p>Overwritten?</p>' } },
      },
    }, null);
    expect(await readContent(shop, about, 'de', 'draft')).toEqual([text('kept', '<p>Behalten</p>'), text('pasted', '<p>Eingefügt</p>')]);
    expect(await readContent(shop, about, 'fr', 'draft')).toEqual([text('kept', '<p>Kept</p>'), text('pasted', '<p>Collé</p>')]);
    expect(await readContent(shop, about, 'en', 'draft')).toEqual([text('kept', '<p>Kept</p>'), text('pasted', '<p>Pasted</p>')]);

    // Texts a locale's schema refuses are refused as the blocks' data is, naming the block and field; nothing is written.
    const bad = await caught(saveDraft(shop, about, 'en', {
      baseVersion: pasted.version, content: content(text('kept', '<p>Kept</p>'), text('other', '<p>x</p>')), texts: { other: { de: { content: 42 } } },
    }, null));
    expect((bad as ValidationError).fields).toEqual([expect.objectContaining({ path: 'blocks[other].data.content' })]);
    expect((await getDocumentState(shop, about, 'en')).version).toBe(pasted.version);
    await discardDraft(shop, about, { baseVersion: pasted.version });
  });

  it('refuses bad block data naming the block and field, and unknown types, writing nothing', async () => {
    const { version } = await getDocumentState(shop, about, 'en');
    const bad = await caught(saveDraft(shop, about, 'en', { baseVersion: version, content: content({ _id: 'img', type: 'image', data: { opentab: 'yes' } }) }, null));
    expect(bad).toBeInstanceOf(ValidationError);
    expect((bad as ValidationError).fields).toEqual([expect.objectContaining({ path: 'blocks[img].data.opentab' })]);
    const unknown = await caught(saveDraft(shop, about, 'en', { baseVersion: version, content: content({ _id: 'x', type: 'marquee', data: {} }) }, null));
    expect((unknown as ValidationError).fields).toEqual([{ path: 'blocks[x].type', message: 'Unknown block type: marquee' }]);
    expect((await getDocumentState(shop, about, 'en')).version).toBe(version);
  });

  it('restores an earlier revision as a new draft', async () => {
    const [, first] = await listRevisions(shop, about);
    const { version } = await getDocumentState(shop, about, 'en');
    await restoreRevision(shop, about, first!.number, { baseVersion: version }, null);
    const state = await getDocumentState(shop, about, 'en');
    expect(state.hasDraft).toBe(true);
    expect(state.draft.map((b) => b.type)).toContain('multi-column');
    expect(state.published).toEqual([text('new', '<p>Draft</p>')]);
  });

  it('publishes a scheduled draft once, however many schedulers run, and survives as a row in the database', async () => {
    const { version } = await getDocumentState(shop, about, 'en');
    const now = new Date();
    await scheduleDraft(shop, about, { baseVersion: version, publishAt: new Date(now.getTime() + 60_000) }, null, now);
    expect(await publishDueDocuments(now)).toEqual([]);
    const later = new Date(now.getTime() + 61_000);
    const revisionsBefore = (await listRevisions(shop, about)).length;
    const runs = await Promise.all([publishDueDocuments(later), publishDueDocuments(later), publishDueDocuments(later)]);
    expect(runs.flat()).toEqual([{ shopSlug: 'demo', target: about, locale: null, shellChanged: false }]);
    expect((await listRevisions(shop, about)).length).toBe(revisionsBefore + 1);
    const [row] = await handle.db.select().from(contentDocuments).where(eq(contentDocuments.pageId, about.id));
    expect(row).toMatchObject({ draft: null, publishAt: null });
    expect(await handle.db.select().from(documentSchedules)).toEqual([]);
  });

  it('publishes a page\'s waiting settings on schedule with its blocks, or, when its new slug was taken since, leaves them waiting and logs it', async () => {
    const schedule = async (target: DocumentTarget, now: Date) => {
      const { version } = await getDocumentState(shop, target, 'en');
      await scheduleDraft(shop, target, { baseVersion: version, publishAt: new Date(now.getTime() + 1000) }, null, now);
      return new Date(now.getTime() + 2000);
    };
    const { page: calm } = await putPage(shop, 'en', 'calm-notes', { title: 'Calm notes', type: 'blank', navigation: null, isVisible: true, content: content(), draft: false });
    await updatePage(shop, 'en', 'calm-notes', { title: 'Calm news', draft: true });
    const target: DocumentTarget = { kind: 'page', id: calm.id };
    expect(await publishDueDocuments(await schedule(target, new Date()))).toEqual([{ shopSlug: 'demo', target, locale: null, shellChanged: true }]);
    expect((await findInfoPage(shop, 'en', 'calm-notes'))!.title).toBe('Calm news');

    await updatePage(shop, 'en', 'calm-notes', { slug: 'calm-news', draft: true });
    await putPage(shop, 'en', 'calm-news', { title: 'Taken', type: 'blank', navigation: null, isVisible: true, content: content(), draft: false });
    const warn = jest.spyOn(log, 'warn').mockImplementation(() => undefined);
    expect(await publishDueDocuments(await schedule(target, new Date()))).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ code: 'SlugTaken' }), expect.any(String));
    warn.mockRestore();
    const [row] = await handle.db.select().from(contentDocuments).where(eq(contentDocuments.pageId, calm.id));
    expect(row).toMatchObject({ settingsDraft: { en: { slug: 'calm-news' } } });
    expect((await getDocumentState(shop, target, 'en')).schedules).toEqual([]);
  });
});

describe('the page tree\'s rules on every path into a draft or a publish', () => {
  const category = (id: string) => ({ _id: id, type: 'category', data: { categoryId: '', pageSize: 12 } });
  const columns = (id: string, ...cols: object[][]) => ({ _id: id, type: 'multi-column', data: {}, columns: cols });
  /** Stored content (texts apart, as documents keep them) that breaks a rule: what an older build or a direct write left. */
  const twoListings = { version: 2, blocks: [category('c1'), { _id: 't', type: 'text', data: {}, texts: { en: { content: '<p>Between</p>' } } }, category('c2')] };
  const setRow = (change: Partial<typeof contentDocuments.$inferInsert>) =>
    handle.db.update(contentDocuments).set(change).where(eq(contentDocuments.pageId, about.id));

  it('refuses a save the editor would refuse, with the editor\'s code and the block, writing nothing', async () => {
    const { version } = await getDocumentState(shop, about, 'en');
    const cases: [object[], string, string | null][] = [
      [[category('c1'), text('t', '<p>x</p>'), category('c2')], 'once-per-page', 'c2'],
      [[columns('cols', [category('c1')], [])], 'page-only', 'c1'],
      [[columns('cols', [], [], [], [], [], [], [])], 'column-count', 'cols'],
      // 150 on the page and 60 in a column: each list is under the limit of 200, the page is not.
      [[...Array.from({ length: 150 }, (_, i) => text(`p${i}`, '')), columns('cols', Array.from({ length: 60 }, (_, i) => text(`c${i}`, '')))], 'too-many-blocks', null],
    ];
    for (const [blocks, code, blockId] of cases) {
      const refused = await caught(saveDraft(shop, about, 'en', { baseVersion: version, content: content(...blocks) }, null));
      expect(refused).toBeInstanceOf(PageTreeError);
      expect(refused).toMatchObject({ status: 400, code, details: { blockId } });
    }
    expect((await getDocumentState(shop, about, 'en')).version).toBe(version);
  });

  it('refuses to publish, schedule or restore a tree that breaks a rule, and the scheduler leaves such a draft unpublished', async () => {
    const published = await readContent(shop, about, 'en', 'published');
    await setRow({ draft: twoListings });
    let { version } = await getDocumentState(shop, about, 'en');
    expect(await caught(publishDraft(shop, about, { baseVersion: version }, null))).toMatchObject({ status: 400, code: 'once-per-page' });
    const now = new Date();
    expect(await caught(scheduleDraft(shop, about, { baseVersion: version, publishAt: new Date(now.getTime() + 60_000) }, null, now)))
      .toMatchObject({ code: 'once-per-page' });

    // Scheduled before the rule existed: the scheduler logs it, unschedules it and keeps the draft for the owner.
    await setRow({ publishAt: new Date(now.getTime() - 1_000) });
    const warn = jest.spyOn(log, 'warn').mockImplementation(() => undefined);
    try {
      expect(await publishDueDocuments(now)).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ code: 'once-per-page' }), 'A scheduled draft was not published: it no longer validates');
    } finally {
      warn.mockRestore();
    }
    const [row] = await handle.db.select().from(contentDocuments).where(eq(contentDocuments.pageId, about.id));
    expect(row).toMatchObject({ publishAt: null, draft: twoListings });
    expect(await readContent(shop, about, 'en', 'published')).toEqual(published);

    // An earlier publish that breaks it is not restored as the draft either.
    ({ version } = await getDocumentState(shop, about, 'en'));
    const [latest] = await listRevisions(shop, about);
    const revision = and(eq(contentRevisions.documentId, row!.id), eq(contentRevisions.number, latest!.number));
    const [kept] = await handle.db.select({ content: contentRevisions.content }).from(contentRevisions).where(revision);
    await handle.db.update(contentRevisions).set({ content: twoListings }).where(revision);
    expect(await caught(restoreRevision(shop, about, latest!.number, { baseVersion: version }, null))).toMatchObject({ code: 'once-per-page' });
    await handle.db.update(contentRevisions).set({ content: kept!.content }).where(revision);
    await discardDraft(shop, about, { baseVersion: version });
  });

  it('copies no such tree into a duplicated page', async () => {
    await setRow({ draft: twoListings });
    expect(await caught(duplicatePage(shop, 'en', DEMO.pages.about.en, 'about-copy', 'About, a copy'))).toMatchObject({ code: 'once-per-page' });
    expect(await findInfoPage(shop, 'en', 'about-copy')).toBeNull();
    const { version } = await getDocumentState(shop, about, 'en');
    await discardDraft(shop, about, { baseVersion: version });
  });

  it('marks a stored block whose data no longer fits its type, and logs it, rather than dropping it silently', async () => {
    await setRow({ draft: { version: 2, blocks: [{ _id: 'img', type: 'image', data: { opentab: 'yes' } }, { _id: 't', type: 'text', data: { content: '<p>Fine</p>' } }] } });
    const warn = jest.spyOn(log, 'warn').mockImplementation(() => undefined);
    try {
      const blocks = await readRenderBlocks(shop, about, 'en', 'draft');
      expect(blocks).toEqual([{ _id: 'img', type: 'image', problem: 'invalid-data' }, expect.objectContaining({ _id: 't', type: 'text' })]);
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ blockId: 'img', blockType: 'image', problem: 'invalid-data' }), 'A stored block cannot be rendered');
    } finally {
      warn.mockRestore();
    }
    const { version } = await getDocumentState(shop, about, 'en');
    await discardDraft(shop, about, { baseVersion: version });
  });
});

describe('legacy content migration', () => {
  it('merges the per-locale copies set aside by migration 0003 into one document and empties the holding table', async () => {
    const page = await findInfoPage(shop, 'en', DEMO.pages.stores.en);
    await handle.db.delete(contentRevisions);
    await handle.db.delete(contentDocuments).where(eq(contentDocuments.pageId, page!.id));
    await handle.db.insert(legacyContent).values([
      { shopId: shop.id, pageId: page!.id, locale: 'de', content: { version: 1, blocks: [text('t', '<p>Hallo</p>')] } },
      { shopId: shop.id, pageId: page!.id, locale: 'en', content: { version: 1, blocks: [text('t', '<p>Hello</p>')] } },
    ]);
    expect(await migrateLegacyContent(handle.db)).toBe(1);
    const target: DocumentTarget = { kind: 'page', id: page!.id };
    expect(await readContent(shop, target, 'de', 'published')).toEqual([text('t', '<p>Hallo</p>')]);
    expect(await readContent(shop, target, 'en', 'published')).toEqual([text('t', '<p>Hello</p>')]);
    expect(await handle.db.select().from(legacyContent)).toEqual([]);
    expect(await migrateLegacyContent(handle.db)).toBe(0);
  });
});
