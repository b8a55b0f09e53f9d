import { eq, and } from 'drizzle-orm';
import { GET as getMarkdown } from '@/app/api/agents/markdown/[[...path]]/route';
import { GET as getLlms } from '@/app/api/agents/[locale]/llms.txt/route';
import { GET as getLlmsFull } from '@/app/api/agents/[locale]/llms-full.txt/route';
import { GET as getGoogleFeed } from '@/app/api/agents/[locale]/feeds/google.xml/route';
import { GET as getAcpFeed } from '@/app/api/agents/[locale]/feeds/acp.jsonl/route';
import type { DatabaseHandle } from '@/lib/db/client';
import { productTranslations, products } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { readVariantRows } from '@/lib/server/agents/variant-rows';
import { saveDraft } from '@/lib/server/content/documents/write-document';
import { findInfoPage } from '@/lib/server/content/pages';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase, demoShopIds } from '@/lib/testing/seeded-database';

// next-intl is ESM-only under Jest: the stub's translator over the language's messages stands in for it.
jest.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) =>
    jest.requireActual<typeof import('@/lib/testing/next-intl-stub')>('@/lib/testing/next-intl-stub')
      .createTranslator({ messages: jest.requireActual(`@/messages/${locale}.json`), namespace }),
}));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 24 });
});
afterAll(() => handle.close());

const { master, mug, soldOut } = DEMO.products;
const beyond = DEMO.shops.beyond.slug;
/** A page's Markdown as Next hands it to the route: the public path's segments, decoded, as `path`. */
const markdown = (path: string, query = '') => callRoute(getMarkdown as unknown as Parameters<typeof callRoute>[0], {
  url: `${path}.md${query}`, params: { path: path.split('/').filter(Boolean).map(decodeURIComponent) },
});
const file = (route: typeof getLlms, name: string, locale = 'default', query = '') =>
  callRoute(route as unknown as Parameters<typeof callRoute>[0], { url: `/api/agents/${locale}/${name}${query}`, params: { locale } });

/** A whole-shop answer: served, of its type, and purged from the HTTP cache by any catalogue change. */
const expectShopFile = (answer: { status: number; headers: Headers }, contentType: string) => {
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe(contentType);
  expect(answer.headers.get('xkey')).toContain('catalog-entities:demo');
};

describe('llms.txt', () => {
  it('names the shop, its categories, pages and legal pages by their Markdown addresses, and its feeds', async () => {
    const answer = await file(getLlms, 'llms.txt');
    expectShopFile(answer, 'text/plain; charset=utf-8');
    const text = answer.text;
    expect(text.startsWith(`# ${DEMO.shops.demo.title}\n\n> `)).toBe(true);
    expect(text).toContain(`(http://localhost:3000/c/${DEMO.categories.clothing.en}.md)`);
    expect(text).toContain(`(http://localhost:3000/i/${DEMO.pages.about.en}.md)`);
    expect(text).toMatch(/\(http:\/\/localhost:3000\/l\/[a-z-]+\.md\)/);
    expect(text).toContain('(http://localhost:3000/feeds/google.xml)');
    expect(text).toContain('(http://localhost:3000/feeds/acp.jsonl)');
    expect(text).toContain('## Agent endpoints\n\n- [MCP server (Model Context Protocol, Streamable HTTP)');
    expect(text).toContain('(http://localhost:3000/api/mcp)');
    expect(text).toContain('- [UCP profile (Universal Commerce Protocol): checkout sessions over REST](http://localhost:3000/.well-known/ucp)');
    expect(text).toContain('## Optional');
    expect(text).toContain('(http://localhost:3000/de/llms.txt)');
  });

  it('lists nothing shoppers cannot see: no hidden page or category, no hidden language', async () => {
    const text = (await file(getLlms, 'llms.txt')).text;
    expect(text).not.toContain(DEMO.hidden.page.en);
    expect(text).not.toContain(DEMO.hidden.category.en);
    expect(text).not.toContain('/it/llms.txt');
    expect((await file(getLlms, 'llms.txt', 'it')).status).toBe(404);
  });

  it('is in the language asked for', async () => {
    const text = (await file(getLlms, 'llms.txt', 'de')).text;
    expect(text).toContain(`(http://localhost:3000/de/c/${DEMO.categories.clothing.de}.md)`);
    expect(text).toContain('(http://localhost:3000/de/feeds/google.xml)');
    // One MCP endpoint per shop; the language goes in its `locale` parameter.
    expect(text).toContain('(http://localhost:3000/api/mcp?locale=de)');
  });

  it('has a full version holding every listed page\'s Markdown', async () => {
    const text = (await file(getLlmsFull, 'llms-full.txt')).text;
    expect(text).toContain(`# ${DEMO.shops.demo.title}`);
    expect(text.split('\n---\n').length).toBeGreaterThan(3);
    expect(text).not.toContain('## Optional');
  });
});

describe('Markdown versions of pages', () => {
  it('answers a product with its variations, as Markdown that caches apart from the HTML and under the same tags', async () => {
    const answer = await markdown(`/p/${master.slug.en}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(answer.headers.get('vary')).toBe('Accept');
    expect(answer.headers.get('cache-control')).toContain('s-maxage=');
    expect(answer.headers.get('link')).toBe(`<http://localhost:3000/p/${master.slug.en}>; rel="canonical"`);
    expect(answer.headers.get('xkey')).toMatch(/(^| )product:demo:[0-9a-f-]{36}( |$)/);
    expect(answer.text).toMatch(/^# /);
    expect(answer.text).toMatch(/\| (Colour \| Size|Size \| Colour) \|/);
    // Each variation's item number links its own page.
    expect(answer.text).toContain(`| [${master.sku}-`);
  });

  it('answers the home page, categories, info and legal pages in the language of the address', async () => {
    for (const path of ['/index', `/c/${DEMO.categories.clothing.en}`, `/i/${DEMO.pages.about.en}`, `/de/p/${mug.slug.de}`]) {
      const answer = await markdown(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(answer.text).not.toMatch(/<(script|div|p|iframe)\b/i);
    }
    expect((await markdown(`/de/p/${mug.slug.de}`)).text).toContain('Verfügbarkeit');
  });

  it('never shows what shoppers cannot see: hidden pages and categories, hidden languages, the editor, other routes', async () => {
    for (const path of [
      `/i/${DEMO.hidden.page.en}`, `/c/${DEMO.hidden.category.en}`, `/it/p/${mug.slug.en}`, `/editor/p/${mug.slug.en}`,
      '/cart', '/checkout/address', `/c/${DEMO.categories.clothing.en}/price-asc/1/12`, '/p/no-such-product',
    ]) {
      expect({ path, status: (await markdown(path)).status }).toEqual({ path, status: 404 });
    }
  });

  it('shows the published content, never a draft', async () => {
    const shop = (await findShopBySlug('demo'))!;
    const about = (await findInfoPage(shop, 'en', DEMO.pages.about.en))!;
    const draft = { version: 1, blocks: [{ _id: 'draft', type: 'text', data: { content: '<p>Secret draft words</p>' } }] };
    await saveDraft(shop, { kind: 'page', id: about.id }, 'en', { content: draft as never }, null);
    const answer = await markdown(`/i/${DEMO.pages.about.en}`);
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain('Secret draft words');
  });

  it('shows nothing of a closed shop, even with the preview parameter', async () => {
    for (const query of [`?shop=${beyond}`, `?shop=${beyond}&preview=1`]) {
      expect((await markdown(`/p/${mug.slug.en}`, query)).status).toBe(404);
      expect((await markdown('/index', query)).status).toBe(404);
      expect((await file(getLlms, 'llms.txt', 'default', query)).status).toBe(404);
      expect((await file(getGoogleFeed, 'feeds/google.xml', 'default', query)).status).toBe(404);
      expect((await file(getAcpFeed, 'feeds/acp.jsonl', 'default', query)).status).toBe(404);
    }
  });
});

describe('product feeds', () => {
  it('lists every purchasable item once, variations grouped under their master, availability from stock', async () => {
    const google = await file(getGoogleFeed, 'feeds/google.xml');
    expectShopFile(google, 'application/xml; charset=utf-8');
    const items = google.text.split('<item>').slice(1);
    const ids = items.map((item) => /<g:id>([^<]+)<\/g:id>/.exec(item)![1]);
    expect(new Set(ids).size).toBe(ids.length);
    const variations = items.filter((item) => item.includes(`<g:item_group_id>${master.sku}</g:item_group_id>`));
    expect(variations).toHaveLength(master.colours.length * master.sizes.length);
    expect(ids).not.toContain(master.sku);
    expect(items.find((item) => item.includes(`<g:id>${soldOut.sku}</g:id>`))).toContain('<g:availability>out_of_stock</g:availability>');
    expect(items.find((item) => item.includes(`<g:id>${mug.sku}</g:id>`))).toContain('<g:availability>in_stock</g:availability>');
    expect(google.text.trimEnd().endsWith('</rss>')).toBe(true);

    const acp = await file(getAcpFeed, 'feeds/acp.jsonl');
    expectShopFile(acp, 'application/jsonl; charset=utf-8');
    const lines = acp.text.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.item_id)).toEqual(ids);
    expect(lines.filter((line) => line.group_id === master.sku)).toHaveLength(variations.length);
  });

  it('reads the same rows whatever the size of its keyset pages', async () => {
    const shop = (await findShopBySlug('demo'))!;
    const ids = async (pageSize: number) => {
      const read: string[] = [];
      for await (const row of readVariantRows(shop, 'en', { pageSize })) read.push(row.id);
      return read;
    };
    const whole = await ids(1000);
    expect(whole.length).toBeGreaterThan(24);
    expect(await ids(7)).toEqual(whole);
  });

  it('leaves out hidden products and escapes a hostile name', async () => {
    const { demo } = await demoShopIds(handle.db);
    const [mugRow] = await handle.db.select({ id: products.id }).from(products).where(and(eq(products.shopId, demo), eq(products.sku, mug.sku)));
    await handle.db.update(productTranslations).set({ name: '</g:title><script>alert("x")</script>&' })
      .where(and(eq(productTranslations.productId, mugRow!.id), eq(productTranslations.locale, 'en')));
    const [soldOutRow] = await handle.db.select({ id: products.id }).from(products).where(and(eq(products.shopId, demo), eq(products.sku, soldOut.sku)));
    await handle.db.update(products).set({ isVisible: false }).where(eq(products.id, soldOutRow!.id));

    const google = (await file(getGoogleFeed, 'feeds/google.xml')).text;
    expect(google).toContain('<g:title>&lt;/g:title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;</g:title>');
    expect(google).not.toContain(`<g:id>${soldOut.sku}</g:id>`);
    const acp = (await file(getAcpFeed, 'feeds/acp.jsonl')).text.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(acp.find((line) => line.item_id === mug.sku)?.title).toBe('</g:title><script>alert("x")</script>&');
    const md = await markdown(`/p/${mug.slug.en}`);
    expect(md.text).not.toContain('<script>');
  });

  it("is per market: `country` prices every item in its market's currency, its own price where the owner set one", async () => {
    const itemsOf = (text: string) => new Map(text.split('<item>').slice(1).map((item) => [/<g:id>([^<]+)<\/g:id>/.exec(item)![1]!, /<g:price>([^<]+)<\/g:price>/.exec(item)![1]!]));
    const primary = itemsOf((await file(getGoogleFeed, 'feeds/google.xml')).text);
    const swiss = await file(getGoogleFeed, 'feeds/google.xml', 'default', '?country=CH');
    expectShopFile(swiss, 'application/xml; charset=utf-8');
    const chf = itemsOf(swiss.text);
    expect([...chf.keys()]).toEqual([...primary.keys()]);
    expect(primary.get(mug.sku)).toBe('14.90 EUR');
    // The owner's CHF price of the mug, not 14.90 EUR converted (14.01, up to 14.90).
    expect(chf.get(mug.sku)).toBe(`${(DEMO.markets.ch.prices.mug / 100).toFixed(2)} CHF`);
    // Every other item converted at 0.94 and rounded up to .90, as the market's rule says.
    expect([...chf.values()].filter((price) => !/^\d+\.90 CHF$/.test(price))).toEqual([]);
    // A country of the primary market is the primary feed.
    expect((await file(getGoogleFeed, 'feeds/google.xml', 'default', '?country=AT')).text).toBe((await file(getGoogleFeed, 'feeds/google.xml')).text);

    const acp = (await file(getAcpFeed, 'feeds/acp.jsonl', 'default', '?country=GB')).text.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const mugLine = acp.find((line) => line.item_id === mug.sku)!;
    expect(mugLine.price).toBe(`${(DEMO.markets.uk.prices.mug / 100).toFixed(2)} GBP`);
    expect(mugLine.target_countries).toEqual(['GB']);
    expect((await file(getAcpFeed, 'feeds/acp.jsonl', 'default', '?country=ch')).status).toBe(400);

    const llms = (await file(getLlms, 'llms.txt')).text;
    expect(llms).toContain('(http://localhost:3000/feeds/google.xml?country=CH): Switzerland, CHF');
    expect(llms).toContain('(http://localhost:3000/feeds/acp.jsonl?country=GB): United Kingdom, GBP');
  });

  it('is per language', async () => {
    const de = (await file(getGoogleFeed, 'feeds/google.xml', 'de')).text;
    expect(de).toContain(`<g:link>http://localhost:3000/de/p/${master.variationSlug.de}</g:link>`);
    expect((await file(getGoogleFeed, 'feeds/google.xml', 'it')).status).toBe(404);
  });
});
