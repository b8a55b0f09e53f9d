// What a visitor without JavaScript (a crawler, a copied link, a middle-click) gets from the server's
// HTML: links that stay in the shop and mode of the page (spec section 2, carried query parameters),
// and the home category's own address leading to the home page.

import type { APIRequestContext } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect } from './fixtures';

const BEYOND = DEMO.shops.beyond.slug;
const { home } = DEMO.categories;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** Every `<a href>` of an HTML document, entities decoded, as the server sent it. */
function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) => match[1]!.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!));
}

/** Where a path answers once its redirects are followed one by one: each hop must keep the shop and preview. */
async function finalStatus(request: APIRequestContext, from: URL): Promise<number> {
  let url = from;
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
    if (![301, 302, 303, 307, 308].includes(response.status())) return response.status();
    url = new URL(response.headers().location!, url);
    expect(url.searchParams.get('shop'), `redirect to ${url}`).toBe(BEYOND);
    expect(url.searchParams.get('preview'), `redirect to ${url}`).toBe('1');
  }
  throw new Error(`too many redirects from ${from}`);
}

test.describe('links in the server\'s HTML', () => {
  test('every link of the beyond preview home stays in the beyond preview and answers', async ({ request, baseURL }) => {
    // About 35 pages, most rendered for the first time.
    test.slow();
    const start = new URL(`/?shop=${BEYOND}&preview=1`, baseURL);
    const response = await request.get(`${start.pathname}${start.search}`);
    expect(response.status()).toBe(200);
    const links = [...new Set(anchorHrefs(await response.text()))]
      .filter((href) => !href.startsWith('#'))
      .map((href) => new URL(href, start))
      .filter((url) => url.origin === start.origin);
    // The header, the menu, the footer, the legal pages and the products of the home page.
    expect(links.length).toBeGreaterThan(20);
    for (const url of links) {
      expect(url.searchParams.get('shop'), `${url.pathname}${url.search}`).toBe(BEYOND);
      expect(url.searchParams.get('preview'), `${url.pathname}${url.search}`).toBe('1');
      expect(url.searchParams.getAll('shop'), `${url.pathname}${url.search}: shop once`).toHaveLength(1);
    }
    for (const url of links) expect(await finalStatus(request, url), `${url.pathname}${url.search}`).toBe(200);
  });

  test('the default shop\'s live links carry nothing', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const internal = anchorHrefs(html).filter((href) => href.startsWith('/') && !href.startsWith('//'));
    expect(internal.length).toBeGreaterThan(20);
    for (const href of internal) expect(href, href).not.toMatch(/[?&](shop|preview)=/);
  });
});

test.describe('the home category', () => {
  for (const [from, to] of [
    [`/c/${home.en}`, '/'],
    [`/de/c/${home.de}`, '/de'],
    [`/fr/c/${home.fr}`, '/fr'],
    [`/c/${home.en}?shop=${BEYOND}&preview=1`, `/?preview=1&shop=${BEYOND}`],
  ]) {
    test(`${from} leads to ${to} for good`, async ({ request, baseURL }) => {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      // Next writes the Location twice when it renders the redirect into its cache (the first request),
      // once when it serves it from there: every copy names the same address.
      const locations = response.headersArray().filter((header) => header.name.toLowerCase() === 'location')
        .map((header) => new URL(header.value, baseURL)).map((location) => `${location.pathname}${location.search}`);
      expect(locations.length).toBeGreaterThan(0);
      expect(new Set(locations)).toEqual(new Set([to]));
    });
  }

  test('the Home menu entry links to the home page, which is titled once by the shop', async ({ request }) => {
    for (const path of ['/', '/de']) {
      const html = await (await request.get(path)).text();
      // The first link of the main navigation is its first entry, Home.
      const menu = html.indexOf('class="main-nav ');
      expect(menu, `${path}: the main navigation`).toBeGreaterThan(0);
      expect(anchorHrefs(html.slice(menu))[0], path).toBe(path);
    }
    const title = /<title>([^<]*)<\/title>/.exec(await (await request.get('/')).text())?.[1];
    expect(title).toBe(DEMO.shops.demo.title);
  });

  test('its sorted view is titled once by the shop and names / as its canonical address', async ({ request }) => {
    const html = await (await request.get(`/c/${home.en}?sort=price-asc`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(DEMO.shops.demo.title);
    // The home page's address: the shop's origin, which Next writes without its final slash.
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/?"/);
  });

  test('is not in the sitemap, where the home page is', async ({ request }) => {
    for (const locale of ['en', 'de', 'fr'] as const) {
      const xml = await (await request.get(`/sitemap.xml?locale=${locale}&part=content`)).text();
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
      expect(paths).toContain(locale === 'en' ? '/' : `/${locale}`);
      expect(paths).not.toContain(`${locale === 'en' ? '' : `/${locale}`}/c/${home[locale]}`);
    }
  });
});
