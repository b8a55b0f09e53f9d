// What a crawler or a visitor without JavaScript gets: the HTML as the server sends it, fetched without a
// browser (issue 13). Every kind of 404 is a complete page in the served HTML: the 404 status, the
// language, the title and heading 'Not found' (translated) and a way back, inside the shop's layout where
// there is a shop; never Next's empty error document, whose content only JavaScript fills in.
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect } from './fixtures';

interface NotFoundCase {
  path: string;
  lang: string;
  /** The translated 'Not found' (messages/{lang}.json, NotFound.title). */
  title: string;
  /** The start page the way back leads to. */
  home: string;
  /** The shop's layout (header, footer, search) around the page; an unknown shop has none. */
  layout: boolean;
}

const demo: Omit<NotFoundCase, 'path'> = { lang: 'en', title: 'Not found', home: '/', layout: true };
const CASES: NotFoundCase[] = [
  { path: '/no-such-route/deeper', ...demo },
  { path: '/p/nope', ...demo },
  { path: '/c/nope', ...demo },
  { path: '/i/nope', ...demo },
  { path: '/l/nope', ...demo },
  { path: `/i/${DEMO.hidden.page.en}`, ...demo },
  { path: '/de/p/nope', lang: 'de', title: 'Seite nicht gefunden', home: '/de', layout: true },
  // A language the shop keeps hidden: its pages are not found, shown in the shop's default language.
  { path: `/${DEMO.hidden.locale.identifier}/c/${DEMO.categories.clothing.en}`, ...demo },
  { path: '/?shop=nope', lang: 'en', title: 'Not found', home: '/', layout: false },
  // A closed shop shows shoppers no layout; a language it lacks is not found all the same.
  { path: `/fr/p/nope?shop=${DEMO.shops.beyond.slug}`, lang: 'en', title: 'Not found', home: '/', layout: false },
  // Pages rendered per request: the proxy routes them to the cached not-found page before rendering.
  { path: '/cart?shop=nope', lang: 'en', title: 'Not found', home: '/', layout: false },
  { path: `/${DEMO.hidden.locale.identifier}/cart`, ...demo },
  { path: '/xx/search?q=shirt', ...demo },
  { path: '/checkout/nope', ...demo },
  { path: '/de/checkout/nope', lang: 'de', title: 'Seite nicht gefunden', home: '/de', layout: true },
  { path: `/${DEMO.hidden.locale.identifier}/wishlist`, ...demo },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

for (const { path, lang, title, home, layout } of CASES) {
  test(`${path} answers 404 with the not-found page complete in its server HTML`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html, 'Next\'s empty error document').not.toContain('id="__next_error__"');
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    expect(html).toMatch(new RegExp(`<title>[^<]*${escape(title)}[^<]*</title>`));
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escape(title)}</h1>`));
    expect(html).toMatch(new RegExp(`<a[^>]* href="${escape(home)}"[^>]*>`));
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    if (!layout) return;
    expect(html).toMatch(/<header[^>]*class="site-header/);
    expect(html).toMatch(/<footer[^>]*class="site-footer/);
    // The page's own search, besides the header's.
    expect(html).toMatch(new RegExp(`<form[^>]* action="${escape(home === '/' ? '/search' : `${home}/search`)}" method="get"><label for="not-found-search"`));
  });
}
