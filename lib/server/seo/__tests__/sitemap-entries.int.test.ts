import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { categories, categoryTranslations, pages } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { findInfoPage } from '@/lib/server/content/pages';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { getDocumentState } from '@/lib/server/content/documents/read-document';
import { publishDraft, saveDraft } from '@/lib/server/content/documents/write-document';
import { listContentSlugs, listSitemapProductSlugs } from '../sitemap-entries';

let handle: DatabaseHandle;
let shop: Shop;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 12 });
  shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
});
afterAll(() => handle.close());

const lastChangeOf = (entries: { slug: string; lastModified: Date | null }[], slug: string) => entries.find((entry) => entry.slug === slug)?.lastModified;
const content = (html: string) => ({ version: 1, blocks: [{ _id: 'sitemap', type: 'text', data: { content: html } }] }) as never;

describe('sitemap entries', () => {
  it('dates an info page by the publish of its content, not by a saved draft', async () => {
    const about = (await findInfoPage(shop, 'en', DEMO.pages.about.en))!;
    const long = new Date('2020-01-01T00:00:00Z');
    await handle.db.update(pages).set({ updatedAt: long }).where(eq(pages.id, about.id));
    const target = { kind: 'page' as const, id: about.id };
    const seeded = lastChangeOf((await listContentSlugs(shop, 'en')).pages, DEMO.pages.about.en);

    const { version } = await getDocumentState(shop, target, 'en');
    const draft = await saveDraft(shop, target, 'en', { baseVersion: version, content: content('<p>Draft</p>') }, null);
    expect(lastChangeOf((await listContentSlugs(shop, 'en')).pages, DEMO.pages.about.en)).toEqual(seeded);

    const before = new Date();
    await publishDraft(shop, target, { baseVersion: draft.version }, null);
    const published = lastChangeOf((await listContentSlugs(shop, 'en')).pages, DEMO.pages.about.en);
    expect(published!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('dates a category by its own change when that is the later one, and home by the first menu entry, which it lists as home only', async () => {
    const idOf = async (slug: string) => (await handle.db.select({ id: categoryTranslations.categoryId }).from(categoryTranslations)
      .where(and(eq(categoryTranslations.shopId, shop.id), eq(categoryTranslations.slug, slug))))[0]!.id;
    const changed = new Date(Date.now() + 60_000);
    for (const slug of [DEMO.categories.home.en, DEMO.categories.clothing.en]) {
      await handle.db.update(categories).set({ updatedAt: changed }).where(eq(categories.id, await idOf(slug)));
    }
    const entries = await listContentSlugs(shop, 'en');
    expect(lastChangeOf(entries.categories, DEMO.categories.clothing.en)).toEqual(changed);
    expect(entries.home).toEqual(changed);
    // Its own address leads to /: the sitemap names / instead.
    expect(entries.categories.map((entry) => entry.slug)).not.toContain(DEMO.categories.home.en);
  });

  it('dates products by their last update', async () => {
    const [first] = await listSitemapProductSlugs(shop, 'en', 0, 1);
    expect(first!.lastModified).toBeInstanceOf(Date);
  });
});
