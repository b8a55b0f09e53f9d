import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { LEGAL_PAGE_SLUGS } from '@/lib/schemas/legal';
import { emptyPageContent } from '@/lib/schemas/page-content';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { deletePage } from '../delete-page';
import { duplicatePage } from '../duplicate-page';
import { updatePage } from '../patch-page';
import { listPagesOutsideNavigation } from '../pages-outside-navigation';
import { putPage } from '../put-page';

let handle: DatabaseHandle;
let shop: Shop;
let beyond: Shop;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 12 });
  shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
  beyond = (await findShopBySlug(DEMO.shops.beyond.slug))!;
});
afterAll(() => handle.close());

const blankSlugs = async (forShop: Shop, locale = 'en') =>
  (await listPagesOutsideNavigation(forShop, locale)).filter((page) => page.type === 'blank').map((page) => page.slug);
const create = (slug: string, title: string, navigation: 'main' | 'footer' | null, isVisible = true) =>
  putPage(shop, 'en', slug, { title, type: 'blank', navigation, isVisible, content: emptyPageContent(), draft: false });

describe('listPagesOutsideNavigation', () => {
  it('finds no blank page of the demo outside the menus, and the six legal pages, which are never in one', async () => {
    const pages = await listPagesOutsideNavigation(shop, 'en');
    expect(pages.filter((page) => page.type === 'blank')).toEqual([]);
    expect(pages.map((page) => page.slug).sort()).toEqual([...LEGAL_PAGE_SLUGS].sort());
    expect(pages[0]).toEqual({
      id: expect.any(String), type: 'legal', slug: expect.any(String), title: expect.any(String), isVisible: expect.any(Boolean), isPublished: true,
      titleTag: null, metaDescription: null,
    });
  });

  it('lists blank pages placed in no menu by title, hidden ones too, and follows them into and out of the menus', async () => {
    await create('zebra-notes', 'Zebra notes', null, false);
    await create('placed-in-main', 'Placed in main', 'main');
    await create('placed-in-footer', 'Placed in footer', 'footer');
    await duplicatePage(shop, 'en', 'placed-in-main', 'copy-of-main', 'Copy of main');
    expect(await blankSlugs(shop)).toEqual(['copy-of-main', 'zebra-notes']);
    const zebra = (await listPagesOutsideNavigation(shop, 'en')).find((page) => page.slug === 'zebra-notes');
    expect(zebra).toMatchObject({ type: 'blank', title: 'Zebra notes', isVisible: false });

    // The demo's "About us" sits in the footer: taken out of it, it is listed; put back, it is not.
    await updatePage(shop, 'en', DEMO.pages.about.en, { navigation: null });
    expect(await blankSlugs(shop)).toEqual([DEMO.pages.about.en, 'copy-of-main', 'zebra-notes']);
    await updatePage(shop, 'en', DEMO.pages.about.en, { navigation: 'footer' });
    await updatePage(shop, 'en', 'zebra-notes', { navigation: 'main' });
    expect(await blankSlugs(shop)).toEqual(['copy-of-main']);

    // A deleted page is gone; one taken out of a menu by moving it is not lost.
    await updatePage(shop, 'en', 'placed-in-footer', { navigation: null });
    await deletePage(shop, 'en', 'copy-of-main');
    expect(await blankSlugs(shop)).toEqual(['placed-in-footer']);
  });

  it('leaves out pages without a text in the locale, and other shops\' pages', async () => {
    await create('english-only', 'English only', null);
    expect(await blankSlugs(shop)).toContain('english-only');
    expect(await blankSlugs(shop, 'de')).toEqual([]);
    expect(await blankSlugs(beyond)).toEqual([]);
  });
});
