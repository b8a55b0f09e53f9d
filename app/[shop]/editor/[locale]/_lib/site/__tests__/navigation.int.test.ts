import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { getNavigation } from '@/lib/server/content/navigation';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { loadNavigationModule } from '../navigation';

// No Next.js request runs here: the texts come straight from the message files, by locale and namespace.
let handle: DatabaseHandle;
let storefront: Storefront;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  const shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
  storefront = { shop, mode: 'editor', locale: 'de', links: { editor: true, locale: 'de', defaultLocale: shop.defaultLocale } };
});
afterAll(() => handle.close());

describe('loadNavigationModule', () => {
  it('hands the module both menus as the owner sees them, hidden entries included, in the storefront’s locale', async () => {
    const { main, footer } = await loadNavigationModule(storefront, 'fr');
    const sale = main.at(-1)!;
    expect(sale).toMatchObject({ type: 'category', slug: DEMO.hidden.category.de, isVisible: false });
    expect(sale.key).toBe(`category:${sale.categoryId}`);
    expect(footer.map((entry) => [entry.slug, entry.isVisible])).toEqual([
      [DEMO.pages.about.de, true], [DEMO.pages.stores.de, true], [DEMO.hidden.page.de, false],
    ]);
    expect(footer[0]!.key).toMatch(/^page:[0-9a-f-]{36}$/);
    // Shoppers' menus leave the hidden entries out.
    const shoppers = await getNavigation(storefront.shop, 'de', 'main');
    expect(shoppers.map((item) => item.slug)).not.toContain(DEMO.hidden.category.de);
    expect(main.map((entry) => entry.slug)).toEqual([...shoppers.map((item) => item.slug), DEMO.hidden.category.de]);
    expect(main[1]!.children.length).toBeGreaterThan(0);
  });

  it('gives the module its texts in the owner’s language', async () => {
    const { labels } = await loadNavigationModule(storefront, 'fr');
    expect(labels.main).toBe('Navigation principale');
    expect(labels.footer).toBe('Pied de page');
    expect((await loadNavigationModule(storefront, 'en')).labels.restored).toBe('The navigation could not be saved and was restored.');
  });
});
