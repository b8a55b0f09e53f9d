import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { findInfoPage } from '@/lib/server/content/pages';
import { PageTreeError } from '@/lib/server/errors';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { revalidatedTags } from '@/lib/testing/next-cache-stub';
import { walkBlocks } from '@/components/blocks/render-blocks';
import type { RenderBlock } from '@/components/blocks/render-block';
import { readRenderBlocks } from '../../documents/locale-content';
import { getDocumentState, readContent } from '../../documents/read-document';
import type { DocumentTarget } from '../../documents/target';
import { publishDraft, saveDraft } from '../../documents/write-document';
import { createSection, deleteSection, getSection, listSections, readEditorSections } from '../sections';
import { caught } from '@/lib/testing/caught';

let handle: DatabaseHandle;
let shop: Shop;
let beyond: Shop;
let about: DocumentTarget;
let stores: DocumentTarget;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 12 });
  shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
  beyond = (await findShopBySlug(DEMO.shops.beyond.slug))!;
  about = { kind: 'page', id: (await findInfoPage(shop, 'en', DEMO.pages.about.en))!.id };
  stores = { kind: 'page', id: (await findInfoPage(shop, 'en', DEMO.pages.stores.en))!.id };
});
afterAll(() => handle.close());
beforeEach(() => { revalidatedTags.length = 0; });

const text = (id: string, content: string) => ({ _id: id, type: 'text', data: { content } });
const reference = (id: string, sectionId: string) => ({ _id: id, type: 'section', data: { sectionId } });
const content = (...blocks: object[]) => ({ version: 1, blocks }) as never;

/** The texts a page renders, sections' blocks included. */
const texts = (blocks: RenderBlock[]) => [...walkBlocks(blocks)].flatMap((block) => ('problem' in block || block.type !== 'text' ? [] : [block.data.content]));

/** Saves blocks as a page's draft and publishes them. */
async function publishBlocks(target: DocumentTarget, ...blocks: object[]) {
  const { version } = await getDocumentState(shop, target, 'en');
  const saved = await saveDraft(shop, target, 'en', { baseVersion: version, content: content(...blocks) }, null);
  return publishDraft(shop, target, { baseVersion: saved.version }, null);
}

describe('reusable sections', () => {
  it('are edited once and shown changed on every page that places them, whose cached pages a publish makes fresh', async () => {
    const created = await createSection(shop, {
      name: 'Shipping note', locale: 'en', content: content(text('note', '<p>Free shipping</p>')),
      texts: { note: { de: { content: '<p>Kostenloser Versand</p>' } } },
    }, null);
    expect(created).toMatchObject({ name: 'Shipping note', hasDraft: false });
    expect((await listSections(shop)).map((section) => section.name)).toContain('Shipping note');
    const section: DocumentTarget = { kind: 'section', id: created.id };

    await publishBlocks(about, text('intro', '<p>About</p>'), reference('ref', created.id));
    await publishBlocks(stores, reference('ref', created.id));
    expect(texts(await readRenderBlocks(shop, about, 'en', 'published'))).toEqual(['<p>About</p>', '<p>Free shipping</p>']);
    expect(texts(await readRenderBlocks(shop, stores, 'de', 'published'))).toEqual(['<p>Kostenloser Versand</p>']);
    // The page stores the reference alone, never a copy.
    expect(await readContent(shop, stores, 'en', 'published')).toEqual([reference('ref', created.id)]);

    const { version } = await getDocumentState(shop, section, 'en');
    const saved = await saveDraft(shop, section, 'en', { baseVersion: version, content: content(text('note', '<p>Free shipping from 30 €</p>')) }, null);
    // A draft of the section: the editor sees it on the pages, shoppers do not yet.
    expect(texts(await readRenderBlocks(shop, about, 'en', 'draft'))).toContain('<p>Free shipping from 30 €</p>');
    expect(texts(await readRenderBlocks(shop, about, 'en', 'published'))).toContain('<p>Free shipping</p>');
    revalidatedTags.length = 0;

    await publishDraft(shop, section, { baseVersion: saved.version }, null);
    expect(revalidatedTags).toEqual(expect.arrayContaining([
      `document:demo:section:${created.id}`, `document:demo:page:${about.id}`, `document:demo:page:${stores.id}`,
    ]));
    expect(texts(await readRenderBlocks(shop, about, 'en', 'published'))).toContain('<p>Free shipping from 30 €</p>');
    expect(texts(await readRenderBlocks(shop, stores, 'en', 'published'))).toEqual(['<p>Free shipping from 30 €</p>']);
    // Every language's texts of the section stay its own.
    expect(texts(await readRenderBlocks(shop, stores, 'de', 'published'))).toEqual(['<p>Kostenloser Versand</p>']);

    const users = (await getSection(shop, created.id, 'en')).usedBy.map((user) => user.id).sort();
    expect(users).toEqual([about.id, stores.id].sort());
    expect((await readEditorSections(shop, 'de')).find((one) => one.id === created.id)).toMatchObject({
      blocks: [text('note', '<p>Kostenloser Versand</p>')], otherTexts: { note: { en: { content: '<p>Free shipping from 30 €</p>' } } },
    });
  });

  it("refuses a reference to a missing section or another shop's, and a section inside a section", async () => {
    const { version } = await getDocumentState(shop, about, 'en');
    const missing = await caught<PageTreeError>(saveDraft(shop, about, 'en', { baseVersion: version, content: content(reference('r', '00000000-0000-4000-8000-000000000000')) }, null));
    expect(missing).toBeInstanceOf(PageTreeError);
    expect(missing).toMatchObject({ status: 400, code: 'unknown-section', details: { blockId: 'r' } });
    expect(await caught<PageTreeError>(saveDraft(shop, about, 'en', { baseVersion: version, content: content(reference('r', 'not-a-uuid')) }, null)))
      .toMatchObject({ code: 'unknown-section' });

    const theirs = await createSection(beyond, { name: 'Theirs', locale: 'en', content: content(text('t', '<p>Theirs</p>')) }, null);
    expect(await caught<PageTreeError>(saveDraft(shop, about, 'en', { baseVersion: version, content: content(reference('r', theirs.id)) }, null)))
      .toMatchObject({ code: 'unknown-section', details: { blockId: 'r' } });

    const mine = await createSection(shop, { name: 'Mine', locale: 'en', content: content(text('m', '<p>Mine</p>')) }, null);
    const own: DocumentTarget = { kind: 'section', id: mine.id };
    const base = (await getDocumentState(shop, own, 'en')).version;
    expect(await caught<PageTreeError>(saveDraft(shop, own, 'en', { baseVersion: base, content: content(reference('self', mine.id)) }, null)))
      .toMatchObject({ status: 400, code: 'section-cycle', details: { blockId: 'self' } });
    expect(await caught<PageTreeError>(saveDraft(shop, own, 'en', { baseVersion: base, content: content(reference('other', theirs.id)) }, null)))
      .toMatchObject({ status: 400, code: 'nested-section' });
    expect(await caught<PageTreeError>(createSection(shop, { name: 'Nested', locale: 'en', content: content(reference('r', mine.id)) }, null)))
      .toMatchObject({ code: 'nested-section' });
  });

  it('holds the page tree limits for the page as it renders, sections expanded', async () => {
    const listing = await createSection(shop, { name: 'Listing', locale: 'en', content: content({ _id: 'c', type: 'category', data: {} }) }, null);
    const { version } = await getDocumentState(shop, about, 'en');
    const twice = await caught<PageTreeError>(saveDraft(shop, about, 'en', { baseVersion: version, content: content(reference('a', listing.id), reference('b', listing.id)) }, null));
    expect(twice).toMatchObject({ status: 400, code: 'once-per-page', details: { blockId: 'b~c' } });
    const many = await createSection(shop, {
      name: 'Many', locale: 'en', content: content(...Array.from({ length: 150 }, (_, i) => text(`s${i}`, `<p>${i}</p>`))),
    }, null);
    const own = Array.from({ length: 60 }, (_, i) => text(`p${i}`, `<p>${i}</p>`));
    expect(await caught<PageTreeError>(saveDraft(shop, about, 'en', { baseVersion: version, content: content(...own, reference('r', many.id)) }, null)))
      .toMatchObject({ code: 'too-many-blocks' });

    // The other way round: a section that grows past what a page using it can hold is refused.
    const small = await createSection(shop, { name: 'Small', locale: 'en', content: content(text('s', '<p>Small</p>')) }, null);
    const saved = await saveDraft(shop, about, 'en', { baseVersion: version, content: content(...own, reference('r', small.id)) }, null);
    await publishDraft(shop, about, { baseVersion: saved.version }, null);
    const grown: DocumentTarget = { kind: 'section', id: small.id };
    const base = (await getDocumentState(shop, grown, 'en')).version;
    const larger = content(...Array.from({ length: 150 }, (_, i) => text(`g${i}`, `<p>${i}</p>`)));
    expect(await caught<PageTreeError>(saveDraft(shop, grown, 'en', { baseVersion: base, content: larger }, null))).toMatchObject({ status: 400, code: 'too-many-blocks' });
    // Without the page using it, the same blocks are a section the tree allows.
    await saveDraft(shop, about, 'en', { baseVersion: saved.version + 1, content: content(text('alone', '<p>Alone</p>')) }, null);
    expect(await saveDraft(shop, grown, 'en', { baseVersion: base, content: larger }, null)).toMatchObject({ version: base + 1 });
  });

  it('leaves every page using a deleted section a copy of its blocks, live and in the draft, and says which', async () => {
    const created = await createSection(shop, { name: 'Going', locale: 'en', content: content(text('g', '<p>Still shown</p>')) }, null);
    await publishBlocks(stores, reference('ref', created.id), text('own', '<p>Own</p>'));
    const before = await getDocumentState(shop, stores, 'en');
    revalidatedTags.length = 0;

    const detachedFrom = await deleteSection(shop, created.id, 'en');
    expect(detachedFrom).toEqual([{ kind: 'page', id: stores.id, title: expect.any(String) }]);
    expect(detachedFrom[0]!.title).not.toBe('');
    expect(revalidatedTags).toContain(`document:demo:page:${stores.id}`);
    const live = await readContent(shop, stores, 'en', 'published');
    expect(live.map((block) => block.type)).toEqual(['text', 'text']);
    expect(live[0]).toMatchObject({ type: 'text', data: { content: '<p>Still shown</p>' } });
    expect(live[0]!._id).not.toBe('g');
    expect((await getDocumentState(shop, stores, 'en')).version).toBe(before.version + 1);
    expect((await listSections(shop)).some((section) => section.id === created.id)).toBe(false);
    await expect(getSection(shop, created.id, 'en')).rejects.toMatchObject({ status: 404 });
  });
});
