import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { categories, contentDocuments, contentRevisions, documentSchedules, sections } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { putPage } from '@/lib/server/content/put-page';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { getDocumentState, listRevisions, readContent } from '../read-document';
import { publishDueDocuments } from '../scheduler';
import type { DocumentTarget } from '../target';
import { cancelSchedule, publishDraft, restoreRevision, saveDraft, scheduleDraft } from '../write-document';
import { caught } from '@/lib/testing/caught';

// Publishing one language (issue 30), on PGlite and, with DATABASE_URL, on PostgreSQL, where the schedulers run truly at once.
let handle: DatabaseHandle;
let shop: Shop;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
});
afterAll(() => handle.close());
beforeEach(() => { revalidatedTags.length = 0; });

const heading = (id: string, text: string) => ({ _id: id, type: 'text', data: { content: `<h2>${text}</h2>` } });
const content = (...blocks: object[]) => ({ version: 1, blocks }) as never;

/** A live page with a heading in English and German, and a draft: German text changed, English text changed and a block added. */
async function pageWithDrafts(slug: string): Promise<DocumentTarget> {
  const { page } = await putPage(shop, 'en', slug, { title: slug, type: 'blank', navigation: null, isVisible: true, content: content(heading('h', 'Welcome')), draft: false });
  const target: DocumentTarget = { kind: 'page', id: page.id };
  let { version } = await saveDraft(shop, target, 'de', { baseVersion: (await getDocumentState(shop, target, 'de')).version, content: content(heading('h', 'Willkommen')) }, null);
  ({ version } = await publishDraft(shop, target, { baseVersion: version }, null));
  ({ version } = await saveDraft(shop, target, 'de', { baseVersion: version, content: content(heading('h', 'Hallo')) }, null));
  await saveDraft(shop, target, 'en', { baseVersion: version, content: content(heading('h', 'Hello'), heading('new', 'New')) }, null);
  return target;
}

describe('publishing one language', () => {
  it('makes the German texts live in German only; the rest waits in the draft for Publish all', async () => {
    const target = await pageWithDrafts('one-language');
    const { version } = await getDocumentState(shop, target, 'de');
    revalidatedTags.length = 0;
    await publishDraft(shop, target, { baseVersion: version, locale: 'de' }, null);
    expect(await readContent(shop, target, 'de', 'published')).toEqual([heading('h', 'Hallo')]);
    expect(await readContent(shop, target, 'en', 'published')).toEqual([heading('h', 'Welcome')]);
    // French has no text of its own: it reads the live English one.
    expect(await readContent(shop, target, 'fr', 'published')).toEqual([heading('h', 'Welcome')]);
    // The document's tag covers every language's pages.
    expect(revalidatedTags).toEqual([`document:demo:page:${target.id}`]);
    const state = await getDocumentState(shop, target, 'en');
    expect(state).toMatchObject({ hasDraft: true, draft: [heading('h', 'Hello'), heading('new', 'New')] });
    const [latest] = await listRevisions(shop, target);
    expect(latest).toMatchObject({ locale: 'de', changes: { added: 0, changed: 1, removed: 0, moved: false } });

    await publishDraft(shop, target, { baseVersion: state.version }, null);
    expect(await readContent(shop, target, 'en', 'published')).toEqual([heading('h', 'Hello'), heading('new', 'New')]);
    expect(await readContent(shop, target, 'de', 'published')).toEqual([heading('h', 'Hallo'), heading('new', 'New')]);
    expect(await getDocumentState(shop, target, 'en')).toMatchObject({ hasDraft: false });
    expect((await listRevisions(shop, target))[0]).toMatchObject({ locale: null });
  });

  it('drops the draft once a language\'s publish leaves nothing of it waiting, and restores a language\'s revision as a draft', async () => {
    const target = await pageWithDrafts('nothing-waits');
    let { version } = await getDocumentState(shop, target, 'en');
    ({ version } = await publishDraft(shop, target, { baseVersion: version, locale: 'en' }, null));
    ({ version } = await publishDraft(shop, target, { baseVersion: version }, null));
    ({ version } = await saveDraft(shop, target, 'de', { baseVersion: version, content: content(heading('h', 'Grüß Gott'), heading('new', 'Neu')) }, null));
    ({ version } = await publishDraft(shop, target, { baseVersion: version, locale: 'de' }, null));
    expect(await getDocumentState(shop, target, 'de')).toMatchObject({ hasDraft: false, published: [heading('h', 'Grüß Gott'), heading('new', 'Neu')] });

    const [german, all] = await listRevisions(shop, target);
    expect([german!.locale, all!.locale]).toEqual(['de', null]);
    await restoreRevision(shop, target, all!.number, { baseVersion: version }, null);
    expect(await getDocumentState(shop, target, 'de')).toMatchObject({ hasDraft: true, draft: [heading('h', 'Hallo'), heading('new', 'New')] });
  });

  it('refuses a language the shop does not have (400), and one language of a page never published (422)', async () => {
    const target = await pageWithDrafts('refusals');
    const { version } = await getDocumentState(shop, target, 'en');
    expect(await caught(publishDraft(shop, target, { baseVersion: version, locale: 'xx' }, null))).toMatchObject({ status: 400, fields: [{ path: 'locale' }] });
    const now = new Date();
    expect(await caught(scheduleDraft(shop, target, { baseVersion: version, publishAt: new Date(now.getTime() + 1000), locale: 'xx' }, null, now))).toMatchObject({ status: 400 });

    const { page } = await putPage(shop, 'en', 'never-live', { title: 'Never live', type: 'blank', navigation: null, isVisible: true, content: content(heading('h', 'Hi')), draft: true });
    const fresh: DocumentTarget = { kind: 'page', id: page.id };
    const state = await getDocumentState(shop, fresh, 'en');
    expect(await caught(publishDraft(shop, fresh, { baseVersion: state.version, locale: 'en' }, null))).toMatchObject({ status: 422, code: 'NotPublishedYet' });
  });
});

describe('a document never published', () => {
  /** A category and a section made in the database, not by the editor: neither has a document until its first draft. */
  async function neverPublished(kind: 'category' | 'section'): Promise<DocumentTarget> {
    const [made] = kind === 'category'
      ? await handle.db.insert(categories).values({ shopId: shop.id }).returning({ id: categories.id })
      : await handle.db.insert(sections).values({ shopId: shop.id, name: 'Never live' }).returning({ id: sections.id });
    return { kind, id: made!.id };
  }

  it.each(['category', 'section'] as const)('refuses one language of a %s never published (422), as for a page, now and when scheduled; every language goes live', async (kind) => {
    const target = await neverPublished(kind);
    let { version } = await saveDraft(shop, target, 'en', { content: content(heading('h', 'Hello')) }, null);
    expect(await caught(publishDraft(shop, target, { baseVersion: version, locale: 'de' }, null))).toMatchObject({ status: 422, code: 'NotPublishedYet' });
    const now = new Date();
    expect(await caught(scheduleDraft(shop, target, { baseVersion: version, publishAt: new Date(now.getTime() + 1000), locale: 'en' }, null, now)))
      .toMatchObject({ status: 422, code: 'NotPublishedYet' });
    expect(await readContent(shop, target, 'en', 'published')).toEqual([]);

    ({ version } = await publishDraft(shop, target, { baseVersion: version }, null));
    expect(await readContent(shop, target, 'en', 'published')).toEqual([heading('h', 'Hello')]);
    // Once live, one language may go live alone.
    ({ version } = await saveDraft(shop, target, 'de', { baseVersion: version, content: content(heading('h', 'Hallo')) }, null));
    await publishDraft(shop, target, { baseVersion: version, locale: 'de' }, null);
    expect(await readContent(shop, target, 'de', 'published')).toEqual([heading('h', 'Hallo')]);
  });

  it('leaves a one-language plan written before the rule a draft when its time comes, and drops the plan', async () => {
    const target = await neverPublished('category');
    const { documentId } = await saveDraft(shop, target, 'en', { content: content(heading('h', 'Hello')) }, null);
    const due = new Date(Date.now() - 1000);
    await handle.db.insert(documentSchedules).values({ shopId: shop.id, documentId, locale: 'en', publishAt: due });
    expect(await publishDueDocuments(new Date())).toEqual([]);
    expect(await getDocumentState(shop, target, 'en')).toMatchObject({ hasDraft: true, published: [], schedules: [] });
  });
});

describe('schedules per language', () => {
  it('keeps one plan per language, lists them, cancels one, and publishes each language when its time comes', async () => {
    const target = await pageWithDrafts('scheduled-languages');
    const now = new Date();
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    let { version } = await getDocumentState(shop, target, 'en');
    ({ version } = await scheduleDraft(shop, target, { baseVersion: version, publishAt: at(60), locale: 'de' }, null, now));
    // A new time for German replaces the old one.
    ({ version } = await scheduleDraft(shop, target, { baseVersion: version, publishAt: at(10), locale: 'de' }, null, now));
    ({ version } = await scheduleDraft(shop, target, { baseVersion: version, publishAt: at(30), locale: 'fr' }, null, now));
    ({ version } = await scheduleDraft(shop, target, { baseVersion: version, publishAt: at(20) }, null, now));
    const state = await getDocumentState(shop, target, 'en');
    expect(state.schedules.map(({ locale, publishAt }) => [locale, publishAt])).toEqual([
      ['de', at(10).toISOString()], [null, at(20).toISOString()], ['fr', at(30).toISOString()],
    ]);
    expect(state.publishAt).toBe(at(20).toISOString());

    const french = state.schedules.find((s) => s.locale === 'fr')!;
    ({ version } = await cancelSchedule(shop, target, { baseVersion: version, scheduleId: french.id }));
    expect((await getDocumentState(shop, target, 'en')).schedules.map((s) => s.locale)).toEqual(['de', null]);
    expect(await caught(cancelSchedule(shop, target, { baseVersion: version, scheduleId: french.id }))).toMatchObject({ status: 404 });

    expect(await publishDueDocuments(at(15))).toEqual([{ shopSlug: 'demo', target, locale: 'de', shellChanged: false }]);
    expect(await readContent(shop, target, 'de', 'published')).toEqual([heading('h', 'Hallo')]);
    expect(await readContent(shop, target, 'en', 'published')).toEqual([heading('h', 'Welcome')]);
    expect(await publishDueDocuments(at(25))).toEqual([{ shopSlug: 'demo', target, locale: null, shellChanged: false }]);
    expect(await readContent(shop, target, 'en', 'published')).toEqual([heading('h', 'Hello'), heading('new', 'New')]);
    expect((await getDocumentState(shop, target, 'en')).schedules).toEqual([]);
  });

  it('lists a plan the previous release wrote in the old column beside the others, and cancels it alone', async () => {
    const target = await pageWithDrafts('old-column-plan');
    const now = new Date();
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    const { version: start, documentId } = await getDocumentState(shop, target, 'en');
    await scheduleDraft(shop, target, { baseVersion: start, publishAt: at(30), locale: 'de' }, null, now);
    // The previous release, still serving during a rollout, plans a publish of every language in its column.
    await handle.db.update(contentDocuments).set({ publishAt: at(20) }).where(eq(contentDocuments.id, documentId!));
    const state = await getDocumentState(shop, target, 'en');
    expect(state.schedules).toEqual([
      { id: documentId, locale: null, publishAt: at(20).toISOString() },
      { id: expect.any(String), locale: 'de', publishAt: at(30).toISOString() },
    ]);
    expect(state.publishAt).toBe(at(20).toISOString());

    const { version } = await cancelSchedule(shop, target, { baseVersion: state.version, scheduleId: documentId! });
    const after = await getDocumentState(shop, target, 'en');
    expect(after.schedules.map((s) => s.locale)).toEqual(['de']);
    expect(after.publishAt).toBeNull();
    const [row] = await handle.db.select({ publishAt: contentDocuments.publishAt }).from(contentDocuments).where(eq(contentDocuments.id, documentId!));
    expect(row!.publishAt).toBeNull();
    // Gone now: the document's id names no plan any more.
    expect(await caught(cancelSchedule(shop, target, { baseVersion: version, scheduleId: documentId! }))).toMatchObject({ status: 404 });
    // Nothing of it is published when its time comes; German's plan still is.
    expect(await publishDueDocuments(at(25))).toEqual([]);
    expect(await publishDueDocuments(at(35))).toEqual([{ shopSlug: 'demo', target, locale: 'de', shellChanged: false }]);
  });

  it('publishes each due plan once, however many schedulers run at once', async () => {
    const now = new Date();
    const due = new Date(now.getTime() + 1000);
    const targets: DocumentTarget[] = [];
    for (const slug of ['at-once-1', 'at-once-2', 'at-once-3']) {
      const target = await pageWithDrafts(slug);
      let { version } = await getDocumentState(shop, target, 'en');
      ({ version } = await scheduleDraft(shop, target, { baseVersion: version, publishAt: due, locale: 'de' }, null, now));
      await scheduleDraft(shop, target, { baseVersion: version, publishAt: new Date(due.getTime() + 1), locale: 'en' }, null, now);
      targets.push(target);
    }
    const later = new Date(now.getTime() + 5000);
    const runs = await Promise.all(Array.from({ length: 4 }, () => publishDueDocuments(later)));
    const published = runs.flat().map(({ target, locale }) => `${target.id} ${locale}`).sort();
    expect(published).toEqual(targets.flatMap(({ id }) => [`${id} de`, `${id} en`]).sort());
    for (const target of targets) {
      expect(await readContent(shop, target, 'de', 'published')).toEqual([heading('h', 'Hallo')]);
      expect(await readContent(shop, target, 'en', 'published')).toEqual([heading('h', 'Hello')]);
      const revisions = await handle.db.select({ locale: contentRevisions.locale }).from(contentRevisions)
        .where(eq(contentRevisions.documentId, (await getDocumentState(shop, target, 'en')).documentId!));
      expect(revisions.map((r) => r.locale).filter(Boolean).sort()).toEqual(['de', 'en']);
    }
    expect(await handle.db.select().from(documentSchedules)).toEqual([]);
  });
});
