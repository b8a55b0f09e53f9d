import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { emptyPageContent } from '@/lib/schemas/page-content';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { addPageLanguage } from '../add-page-language';
import { listPagesNotInLanguage } from '../pages-not-in-language';
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

const create = (forShop: Shop, locale: string, slug: string, title: string) =>
  putPage(forShop, locale, slug, { title, type: 'blank', navigation: null, isVisible: true, content: emptyPageContent(), draft: false });
const named = async (locale: string, forShop = shop) =>
  (await listPagesNotInLanguage(forShop, locale)).map(({ slug, title, locale: from }) => ({ slug, title, from }));

describe('listPagesNotInLanguage', () => {
  it('finds none in the demo, whose pages are in all three languages, and never a legal page', async () => {
    expect(await named('en')).toEqual([]);
    expect(await named('de')).toEqual([]);
    expect(await named('fr')).toEqual([]);
  });

  it('lists a page missing in a language by title, named in the default language, else in the first other it has', async () => {
    await create(shop, 'en', 'opening-hours', 'Opening hours');
    await create(shop, 'de', 'lieferzeiten', 'Lieferzeiten');
    await create(shop, 'en', 'care-guide', 'Care guide');
    await create(beyond, 'en', 'beyond-only', 'Beyond only');
    expect(await named('de')).toEqual([
      { slug: 'care-guide', title: 'Care guide', from: 'en' },
      { slug: 'opening-hours', title: 'Opening hours', from: 'en' },
    ]);
    expect(await named('en')).toEqual([{ slug: 'lieferzeiten', title: 'Lieferzeiten', from: 'de' }]);
    expect(await named('fr')).toEqual([
      { slug: 'care-guide', title: 'Care guide', from: 'en' },
      { slug: 'lieferzeiten', title: 'Lieferzeiten', from: 'de' },
      { slug: 'opening-hours', title: 'Opening hours', from: 'en' },
    ]);
    // The German page put into English is named in English from then on, the default language.
    await addPageLanguage(shop, 'de', 'lieferzeiten', { locale: 'en', title: 'Delivery times', slug: 'delivery-times' });
    expect(await named('en')).toEqual([]);
    expect((await named('fr')).map((page) => page.slug)).toEqual(['care-guide', 'delivery-times', 'opening-hours']);
    expect(await named('en', beyond)).toEqual([]);
    expect(await named('de', beyond)).toEqual([{ slug: 'beyond-only', title: 'Beyond only', from: 'en' }]);
  });

  it('leaves a page out once it is in the language', async () => {
    await addPageLanguage(shop, 'en', 'opening-hours', { locale: 'de', title: 'Öffnungszeiten', slug: 'oeffnungszeiten' });
    expect((await named('de')).map((page) => page.slug)).toEqual(['care-guide']);
  });
});
