import type { ReactNode } from 'react';
import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { renderServerHtml } from '@/lib/testing/server-html';
import MissingRoute from '../[...missing]/page';
import CategoryPage from '../c/[slug]/[[...view]]/page';
import InfoPage from '../i/[slug]/page';
import LegalPage from '../l/[slug]/page';
import StorefrontLayout, { generateMetadata as layoutMetadata } from '../layout';
import ProductPage, { generateMetadata as productMetadata } from '../p/[slug]/page';
import { getStorefront, lookupStorefront } from '../_lib/storefront';

// next-intl on the server without a request (and ESM-only under this project): the texts of the language
// the render set, or of the one asked for.
jest.mock('next-intl/server', () => {
  const request = { locale: 'en' };
  const translator = (locale: string, namespace: string) => {
    const texts = (jest.requireActual(`@/messages/${locale}.json`) as Record<string, Record<string, string>>)[namespace]!;
    return (key: string) => texts[key];
  };
  return {
    setRequestLocale: (locale: string) => { request.locale = locale; },
    getTranslations: async (arg: string | { locale: string; namespace: string }) =>
      (typeof arg === 'string' ? translator(request.locale, arg) : translator(arg.locale, arg.namespace)),
  };
});
// What the pages show when their thing exists, and the shop's document around them, are beside the point here.
jest.mock('../_components/product-screen', () => ({ ProductScreen: () => 'the product' }));
jest.mock('../_components/category-page-screen', () => ({ CategoryPageScreen: () => 'the category' }));
jest.mock('../_components/info-screen', () => ({ InfoScreen: () => 'the page' }));
jest.mock('../_components/legal-screen', () => ({ LegalScreen: () => 'the legal page' }));
jest.mock('@/components/shell/mode-bars', () => ({ PreviewBar: () => 'preview' }));
jest.mock('../_components/storefront-document', () => ({ StorefrontDocument: ({ children }: { children: ReactNode }) => children }));
// Next's app router, which the links load their page ahead through (components/shell/intent-link.tsx), is not here.
jest.mock('next/navigation', () => ({ ...jest.requireActual('next/navigation'), useRouter: () => ({ prefetch: () => undefined }) }));

const NOT_FOUND_SIGNAL = 'NEXT_HTTP_ERROR_FALLBACK;404';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
});
afterAll(() => handle.close());

/** The internal params of a live page of the demo shop, unprefixed unless a language segment is given. */
const params = <T extends object>(route: T, locale = 'default', shop: string = DEMO.shops.demo.slug) =>
  Promise.resolve({ shop, mode: 'live', locale, ...route });

describe('a cached page of something that does not exist', () => {
  it.each<[string, () => Promise<ReactNode> | ReactNode]>([
    ['an unknown path', () => MissingRoute({ params: params({ missing: ['no-such-route', 'deeper'] }) })],
    ['an unknown product', () => ProductPage({ params: params({ slug: 'nope' }) })],
    ['an unknown category', () => CategoryPage({ params: params({ slug: 'nope' }) })],
    ['a hidden category', () => CategoryPage({ params: params({ slug: DEMO.hidden.category.en }) })],
    ['an unknown info page', () => InfoPage({ params: params({ slug: 'nope' }) })],
    ['a hidden info page', () => InfoPage({ params: params({ slug: DEMO.hidden.page.en }) })],
    ['an unknown legal page', () => LegalPage({ params: params({ slug: 'nope' }) })],
    ['an address no route could match', () => ProductPage({ params: params({ slug: 'a%00b' }) })],
  ])('%s is the not-found page in the server HTML, with the 404 signal', async (_, page) => {
    const { html, digests } = await renderServerHtml(await page());
    expect(digests).toEqual([NOT_FOUND_SIGNAL]);
    expect(html).toMatch(/<h1>Not found<\/h1>/);
    expect(html).toContain('The page you are looking for does not exist or has moved.');
    expect(html).toMatch(/<form[^>]* action="\/search" method="get"><label for="not-found-search"[^>]*>Search products<\/label><input id="not-found-search" type="search"[^>]* name="q"\/>/);
    expect(html).toMatch(/<a[^>]* href="\/"[^>]*>Go to the start page<\/a>/);
  });

  it('is in the language of the address, with its links', async () => {
    const { html, digests } = await renderServerHtml(await ProductPage({ params: params({ slug: 'nope' }, 'de') }));
    expect(digests).toEqual([NOT_FOUND_SIGNAL]);
    expect(html).toMatch(/<h1>Seite nicht gefunden<\/h1>/);
    expect(html).toContain('action="/de/search"');
    expect(html).toMatch(/<a[^>]* href="\/de"[^>]*>Zur Startseite<\/a>/);
  });

  it('is titled "Not found" in that language and kept out of search engines', async () => {
    expect(await productMetadata({ params: params({ slug: 'nope' }) })).toEqual({ title: 'Not found', robots: { index: false, follow: true } });
    expect(await productMetadata({ params: params({ slug: 'nope' }, 'de') })).toMatchObject({ title: 'Seite nicht gefunden' });
  });

  it('is not what an existing product shows', async () => {
    const { html, digests } = await renderServerHtml(await ProductPage({ params: params({ slug: DEMO.products.mug.slug.en }) }));
    expect(html).toBe('the product');
    expect(digests).toEqual([]);
  });
});

describe('a storefront that does not exist', () => {
  it('an unknown shop is a plain but complete page in the address\'s language, with the 404 signal; the page adds nothing', async () => {
    const at = params({ slug: 'nope' }, 'de', 'nope');
    const tree = await StorefrontLayout({ params: at, children: await ProductPage({ params: at }) });
    const { html, digests } = await renderServerHtml(tree);
    expect(digests).toEqual([NOT_FOUND_SIGNAL]);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de">/);
    expect(html).toMatch(/<h1>Seite nicht gefunden<\/h1>/);
    expect(html).toContain('Die gesuchte Seite existiert nicht oder wurde verschoben.');
    expect(html).toMatch(/<a[^>]* href="\/"[^>]*>Zur Startseite<\/a>/);
    expect(await layoutMetadata({ params: at })).toEqual({ title: 'Seite nicht gefunden', robots: { index: false, follow: true } });
  });

  it('a language the shop does not show leaves the not-found page to the layout, in the shop\'s default language', async () => {
    const at = params({ slug: DEMO.products.mug.slug.en }, DEMO.hidden.locale.identifier);
    const lookup = await lookupStorefront(at);
    expect(lookup).toMatchObject({ kind: 'unknown-language', storefront: { locale: 'en', shop: { slug: DEMO.shops.demo.slug } } });
    expect((await renderServerHtml(await ProductPage({ params: at }))).html).toBe('');
    const { html, digests } = await renderServerHtml(await StorefrontLayout({ params: at, children: await ProductPage({ params: at }) }));
    expect(digests).toEqual([NOT_FOUND_SIGNAL]);
    expect(html).toMatch(/<h1>Not found<\/h1>/);
    expect(html).toMatch(/<a[^>]* href="\/"[^>]*>Go to the start page<\/a>/);
    expect(await productMetadata({ params: at })).toEqual({ title: 'Not found', robots: { index: false, follow: true } });
    expect(await layoutMetadata({ params: at })).toMatchObject({ title: { template: `%s | ${DEMO.shops.demo.title}` } });
  });

  it('a language a closed shop lacks is the plain page too, as the shop shows shoppers no layout', async () => {
    const at = params({ slug: 'nope' }, 'fr', DEMO.shops.beyond.slug);
    const { html, digests } = await renderServerHtml(await StorefrontLayout({ params: at, children: await ProductPage({ params: at }) }));
    expect(digests).toEqual([NOT_FOUND_SIGNAL]);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toMatch(/<h1>Not found<\/h1>/);
  });

  it('is Next\'s notFound() for the pages rendered per request, whose stream cannot change its status later', async () => {
    await expect(getStorefront(params({}, 'default', 'nope'))).rejects.toThrow(NOT_FOUND_SIGNAL);
    await expect(getStorefront(params({}, 'xx'))).rejects.toThrow(NOT_FOUND_SIGNAL);
    await expect(getStorefront(params({}))).resolves.toMatchObject({ locale: 'en', mode: 'live' });
  });
});
