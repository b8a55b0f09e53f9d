import { getRedirectStatusCodeFromError, getURLFromRedirectError } from 'next/dist/client/components/redirect';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { redirectMovedCategory } from '@/app/[shop]/[mode]/[locale]/_lib/moved-category';
import CategoryPage, { generateMetadata } from '@/app/[shop]/[mode]/[locale]/c/[slug]/[[...view]]/page';
import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import type { DatabaseHandle } from '@/lib/db/client';
import { categorySlugRedirects } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import type { RenderMode } from '@/lib/routing/constants';
import { storefrontLinks } from '@/lib/routing/links';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { findCategory } from '@/lib/server/catalog/categories';
import { updateCategoryContent } from '@/lib/server/content/category-content';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { findMovedCategory } from '../category-slug-redirects';

// The page's screen and next-intl's request locale are beside the point here (and ESM-only under this project):
// texts are their keys.
jest.mock('@/app/[shop]/[mode]/[locale]/_components/category-page-screen', () => ({ CategoryPageScreen: () => null }));
jest.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getTranslations: async (namespace: string) => (key: string) => `${namespace}.${key}`,
}));

let handle: DatabaseHandle;
let shop: Shop;
let beyond: Shop;
let clothing: string;
let tableware: string;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
  beyond = (await findShopBySlug(DEMO.shops.beyond.slug))!;
  clothing = (await findCategory(shop, 'en', DEMO.categories.clothing.en))!.categoryId;
  tableware = (await findCategory(shop, 'en', DEMO.categories.tableware.en))!.categoryId;
});
afterAll(() => handle.close());

const rename = (id: string, slug: string, locale = 'en') => updateCategoryContent(shop, locale, id, { slug });
const movedTo = async (oldSlug: string, locale = 'en') => (await findMovedCategory(shop, locale, oldSlug))?.slug ?? null;

describe('a category\'s slug change', () => {
  it('keeps the old slug leading to the category, per locale', async () => {
    await rename(clothing, 'apparel');
    expect(await findMovedCategory(shop, 'en', 'clothing')).toEqual({ categoryId: clothing, slug: 'apparel', isVisible: true });
    expect(await movedTo('clothing', 'de')).toBeNull();
    expect(await findMovedCategory(beyond, 'en', 'clothing')).toBeNull();
    expect(await movedTo('never-a-slug')).toBeNull();
  });

  it('leads every former slug to the current one', async () => {
    await rename(clothing, 'garments');
    expect(await movedTo('clothing')).toBe('garments');
    expect(await movedTo('apparel')).toBe('garments');
  });

  it('drops the redirect of a slug the category takes back', async () => {
    await rename(clothing, 'clothing');
    expect(await movedTo('clothing')).toBeNull();
    expect(await movedTo('apparel')).toBe('clothing');
    expect(await movedTo('garments')).toBe('clothing');
  });

  it('drops the redirect of a former slug another category takes, which then names that category', async () => {
    await rename(tableware, 'apparel');
    expect(await movedTo('apparel')).toBeNull();
    expect((await findCategory(shop, 'en', 'apparel'))!.categoryId).toBe(tableware);
    await rename(tableware, 'mugs-tableware');
    expect(await findMovedCategory(shop, 'en', 'apparel')).toMatchObject({ categoryId: tableware, slug: 'mugs-tableware' });
    expect(await movedTo('garments')).toBe('clothing');
  });

  it('records nothing when the slug stays', async () => {
    const before = await handle.db.select().from(categorySlugRedirects);
    await updateCategoryContent(shop, 'en', clothing, { title: 'Clothes' });
    expect(await handle.db.select().from(categorySlugRedirects)).toEqual(before);
  });
});

describe('the category page of a former slug', () => {
  const storefront = (mode: RenderMode, locale = 'en', of: Shop = shop): Storefront =>
    ({ shop: of, mode, locale, links: storefrontLinks(of, mode, locale, routingConfigFromEnv({})) });
  const redirectOf = async (call: Promise<void>) => {
    try {
      await call;
    } catch (error) {
      if (isRedirectError(error)) return { status: getRedirectStatusCodeFromError(error), location: getURLFromRedirectError(error) };
      throw error;
    }
    return null;
  };
  const view = { sort: null, page: 1, resultsPerPage: 12 };

  beforeAll(async () => {
    await rename(clothing, 'clothing');
    await rename(clothing, 'kleidung', 'de');
    await rename(clothing, 'bekleidung', 'de');
  });

  it('answers 308 with the current address, in the language and mode of the request', async () => {
    expect(await redirectOf(redirectMovedCategory(storefront('live'), 'garments', view))).toEqual({ status: 308, location: '/c/clothing' });
    expect(await redirectOf(redirectMovedCategory(storefront('live', 'de'), 'kleidung', view))).toEqual({ status: 308, location: '/de/c/bekleidung' });
    expect(await redirectOf(redirectMovedCategory(storefront('preview', 'de'), 'kleidung', { sort: 'price-desc', page: 2, resultsPerPage: 12 })))
      .toEqual({ status: 308, location: '/de/c/bekleidung?preview=1&sort=price-desc&page=2' });
  });

  it('names the shop unless it is the default one', async () => {
    const category = (await findCategory(beyond, beyond.defaultLocale, DEMO.categories.clothing.en))!;
    await updateCategoryContent(beyond, beyond.defaultLocale, category.categoryId, { slug: 'fashion' });
    expect(await redirectOf(redirectMovedCategory(storefront('live', beyond.defaultLocale, beyond), DEMO.categories.clothing.en, view)))
      .toEqual({ status: 308, location: '/c/fashion?shop=beyond-demo' });
  });

  it('keeps the editor\'s query as it is', async () => {
    const query = new URLSearchParams('sort=price-asc&themeStyle=2');
    expect(await redirectOf(redirectMovedCategory(storefront('editor', 'de'), 'kleidung', view, query)))
      .toEqual({ status: 308, location: '/editor/de/c/bekleidung?sort=price-asc&themeStyle=2' });
  });

  it('is what the category page answers, and a slug that never named a category is still not found', async () => {
    const params = (slug: string, view: string[] = []) => Promise.resolve({ shop: 'demo', mode: 'live', locale: 'de', slug, view });
    // The page redirects; its metadata does not (or Next sends the Location twice).
    expect(await redirectOf(CategoryPage({ params: params('kleidung', ['price-asc', '1', '12']) }).then(() => undefined)))
      .toEqual({ status: 308, location: '/de/c/bekleidung?sort=price-asc' });
    expect(await generateMetadata({ params: params('nie-ein-slug') })).toEqual({ title: 'NotFound.title', robots: { index: false, follow: true } });
  });

  it('does nothing for a slug that never named a category, for the page\'s 404', async () => {
    expect(await redirectOf(redirectMovedCategory(storefront('live'), 'never-a-slug', view))).toBeNull();
    expect(await redirectOf(redirectMovedCategory(storefront('live', 'en', beyond), 'garments', view))).toBeNull();
  });

  it('leads shoppers nowhere for a hidden category, and the owner to it', async () => {
    await updateCategoryContent(shop, 'en', clothing, { isVisible: false });
    expect(await redirectOf(redirectMovedCategory(storefront('live'), 'garments', view))).toBeNull();
    expect(await redirectOf(redirectMovedCategory(storefront('editor'), 'garments', view, new URLSearchParams())))
      .toEqual({ status: 308, location: '/editor/c/clothing' });
    await updateCategoryContent(shop, 'en', clothing, { isVisible: true });
  });
});
