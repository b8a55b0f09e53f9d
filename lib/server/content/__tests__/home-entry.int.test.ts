import { getRedirectStatusCodeFromError, getURLFromRedirectError } from 'next/dist/client/components/redirect';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import CategoryPage, { generateMetadata as categoryMetadata } from '@/app/[shop]/[mode]/[locale]/c/[slug]/[[...view]]/page';
import { GET as getSitemap } from '@/app/sitemap.xml/route';
import type { NavigationInputItem } from '@/lib/contract/content';
import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { getNavigation } from '../navigation';
import { saveNavigation } from '../save-navigation';
import { getShellContent } from '../shell';
import type { NavigationItem } from '../types';

// The page's screen and next-intl's request locale are beside the point here (and ESM-only under this project).
jest.mock('@/app/[shop]/[mode]/[locale]/_components/category-page-screen', () => ({ CategoryPageScreen: () => null }));
jest.mock('next-intl/server', () => ({ setRequestLocale: () => undefined }));

let handle: DatabaseHandle;
let shop: Shop;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 12 });
  shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
});
afterAll(() => handle.close());

const { home, clothing } = DEMO.categories;
const locs = async (locale: string) => {
  const answer = await callRoute(getSitemap, { url: `/sitemap.xml?locale=${locale}&part=content` });
  expect(answer.status).toBe(200);
  return [...answer.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
};
const asInput = (items: NavigationItem[]): NavigationInputItem[] => items.map((item) => ({
  ...(item.type === 'category' ? { categoryId: item.categoryId! } : { slug: item.slug }), isVisible: item.isVisible, children: asInput(item.children),
}));

const paramsOf = (shop: string, mode: string, locale: string, slug: string, view: string[] = []) => Promise.resolve({ shop, mode, locale, slug, view });
const pageOf = (...args: Parameters<typeof paramsOf>) => categoryMetadata({ params: paramsOf(...args) });
/** The page itself, which is what redirects (its metadata does not, or Next sends the Location twice). */
const renderOf = (...args: Parameters<typeof paramsOf>) => CategoryPage({ params: paramsOf(...args) });
const redirectOf = async (metadata: Promise<unknown>) => {
  try {
    await metadata;
  } catch (error) {
    if (isRedirectError(error)) return { status: getRedirectStatusCodeFromError(error), location: getURLFromRedirectError(error) };
    throw error;
  }
  return null;
};

describe('the home category', () => {
  it('leads from its own address to the home page for good, in the language and mode, the shop kept', async () => {
    expect(await redirectOf(renderOf('demo', 'live', 'default', home.en))).toEqual({ status: 308, location: '/' });
    expect(await redirectOf(renderOf('demo', 'live', 'de', home.de))).toEqual({ status: 308, location: '/de' });
    expect(await redirectOf(renderOf('demo', 'preview', 'fr', home.fr))).toEqual({ status: 308, location: '/fr?preview=1' });
    expect(await redirectOf(renderOf(DEMO.shops.beyond.slug, 'preview', 'default', home.en)))
      .toEqual({ status: 308, location: `/?preview=1&shop=${DEMO.shops.beyond.slug}` });
    // Another category stays where it is.
    expect(await redirectOf(renderOf('demo', 'live', 'default', clothing.en))).toBeNull();
  });

  it('keeps its sorted view, titled once by the shop and naming the home page as its canonical address', async () => {
    const metadata = await pageOf('demo', 'live', 'default', home.en, ['price-asc', '1', '12']);
    expect(metadata.title).toEqual({ absolute: DEMO.shops.demo.title });
    expect(metadata.alternates?.canonical).toBe('/');
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });


  it('is linked as / from the shell\'s menus, in every language; the other entries keep their own address', async () => {
    for (const locale of DEMO.shops.demo.locales) {
      const { mainNavigation } = await getShellContent(shop, locale);
      expect(mainNavigation[0]).toMatchObject({ slug: home[locale as keyof typeof home], href: '/' });
      expect(mainNavigation[1]).toMatchObject({ slug: clothing[locale as keyof typeof clothing], href: `/c/${mainNavigation[1]!.categoryId}` });
    }
  });

  it('leaves the sitemap, which lists the home page at / instead', async () => {
    const english = await locs('en');
    expect(english).toContain('/');
    expect(english).toContain(`/c/${clothing.en}`);
    expect(english).not.toContain(`/c/${home.en}`);
    const german = await locs('de');
    expect(german).toContain('/de');
    expect(german).toContain(`/de/c/${clothing.de}`);
    expect(german).not.toContain(`/de/c/${home.de}`);
    expect(await locs('fr')).not.toContain(`/fr/c/${home.fr}`);
  });

  it('follows the menu: with Clothing first, Clothing is home and the former home category is an ordinary one', async () => {
    const main = await getNavigation(shop, 'en', 'main', { includeHidden: true });
    const [first, second, ...rest] = main;
    await saveNavigation(shop, 'en', 'main', asInput([second!, first!, ...rest]));
    const { mainNavigation } = await getShellContent(shop, 'en');
    expect(mainNavigation.map((item) => [item.slug, item.href]).slice(0, 2))
      .toEqual([[clothing.en, '/'], [home.en, `/c/${first!.categoryId}`]]);
    const english = await locs('en');
    expect(english).toContain(`/c/${home.en}`);
    expect(english).not.toContain(`/c/${clothing.en}`);
  });
});
