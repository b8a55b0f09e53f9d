import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { contentDocuments, contentRevisions, legacyContent } from '@/lib/db/schema';
import { migrateLegacyContent } from '@/lib/db/data-migrations/legacy-content';
import { DEMO } from '@/lib/db/seed/demo';
import { findInfoPage } from '@/lib/server/content/pages';
import { ConflictError, ValidationError } from '@/lib/server/errors';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { getDocumentState, listRevisions, readContent } from '../read-document';
import { publishDueDocuments } from '../scheduler';
import type { DocumentTarget } from '../target';
import { discardDraft, publishDraft, restoreRevision, saveDraft, scheduleDraft } from '../write-document';

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

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

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
    expect(runs.flat()).toEqual([{ shopSlug: 'demo', target: about }]);
    expect((await listRevisions(shop, about)).length).toBe(revisionsBefore + 1);
    const [row] = await handle.db.select().from(contentDocuments).where(eq(contentDocuments.pageId, about.id));
    expect(row).toMatchObject({ draft: null, publishAt: null });
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
