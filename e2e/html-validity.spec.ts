// Every kind of shopper page is valid HTML for the W3C Nu HTML Checker (issue 13): the HTML as the server
// sends it (no browser), checked by vnu.jar from the vnu-jar package on the machine's Java (.ci/run installs
// it). One run of the checker over all pages, which costs a few seconds of Java start-up once.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { SHOP } from './checkout-helpers';
import { expect, test } from './fixtures';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const { master, mug, soldOut, sneakers } = DEMO.products;
const beyond = DEMO.shops.beyond.slug;

/** One address of every page kind shoppers and crawlers reach, with the status it answers. */
const PAGES: { path: string; status: number }[] = [
  { path: '/', status: 200 },
  { path: '/de', status: 200 },
  { path: '/fr', status: 200 },
  { path: `/c/${DEMO.categories.clothing.en}`, status: 200 },
  { path: `/c/${DEMO.categories.clothing.en}?sort=price-desc&page=2`, status: 200 },
  { path: `/de/c/${DEMO.categories.tableware.de}`, status: 200 },
  { path: `/p/${master.slug.en}`, status: 200 },
  { path: `/p/${master.variationSlug.en}`, status: 200 },
  { path: `/p/${mug.slug.en}`, status: 200 },
  { path: `/p/${soldOut.slug.en}`, status: 200 },
  // With approved reviews: the rating summary, its distribution and the review list.
  { path: `/p/${sneakers.slug.en}`, status: 200 },
  { path: `/i/${DEMO.pages.about.en}`, status: 200 },
  { path: `/i/${DEMO.pages.stores.en}`, status: 200 },
  { path: `/i/${DEMO.pages.newArrivals.en}`, status: 200 },
  { path: '/l/privacy', status: 200 },
  { path: '/search?q=shirt', status: 200 },
  { path: '/search?q=zzzzqqq', status: 200 },
  { path: '/cart', status: 200 },
  { path: '/checkout/personal-data', status: 200 },
  { path: '/checkout/personal-data?login=true', status: 200 },
  { path: '/wishlist', status: 200 },
  { path: '/forgot-password', status: 200 },
  { path: '/o', status: 200 },
  { path: `/?previewTheme=${DEMO.themes.meridian.name}&themeStyle=forest`, status: 200 },
  { path: `/?shop=${beyond}`, status: 200 },
  { path: `/?shop=${beyond}&preview=1`, status: 200 },
  { path: '/no-such-route', status: 404 },
  { path: '/p/nope', status: 404 },
  { path: '/?shop=nope', status: 404 },
  { path: '/checkout/nope', status: 404 },
];

/**
 * The WebMCP draft's form attributes (lib/agents/webmcp.ts), which the checker's HTML schema does not
 * know yet: exactly these on forms and inputs are let through, every other attribute error still fails.
 */
const WEBMCP_ATTRIBUTE = /^Attribute “(?:toolname|tooldescription|toolautosubmit|toolparamdescription)” not allowed on element “(?:form|input)” at this point\.$/;

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Puts the mug in the request context's cart, so that the cart and checkout pages show line items. */
async function fillCart(request: APIRequestContext): Promise<void> {
  const product = await request.get(`/api/v2/products/${mug.slug.en}?shop=${SHOP}`);
  const { productId } = (await product.json()) as { productId: string };
  const csrf = (await request.get(`/api/v2/cart?shop=${SHOP}`)).headers()['x-csrf-token']!;
  const added = await request.post(`/api/v2/cart?shop=${SHOP}`, { data: { productId, quantity: 1 }, headers: { 'x-csrf-token': csrf } });
  expect(added.status(), await added.text()).toBe(200);
}

test('every kind of shopper page is valid HTML for the Nu HTML Checker', async ({ request }) => {
  test.setTimeout(120_000);
  await fillCart(request);
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-vnu-'));
  try {
    const files = new Map<string, string>();
    for (const [index, { path, status }] of PAGES.entries()) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), `HTTP status of ${path}`).toBe(status);
      const file = join(dir, `page-${index}.html`);
      await writeFile(file, await response.text());
      files.set(`file:${file}`, path);
    }
    // Exit status 1 means errors were found; the report on stdout/stderr says which.
    const run = await promisify(execFile)('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...[...files.keys()].map((url) => url.slice('file:'.length))], { maxBuffer: 16 * 1024 * 1024 })
      .then(({ stdout }) => stdout, (error: { stdout?: string; code?: number }) => {
        if (error.code !== 1 || !error.stdout) throw error;
        return error.stdout;
      });
    const { messages } = JSON.parse(run) as { messages: VnuMessage[] };
    const errors = messages.filter((m) => (m.type === 'error' || m.subType === 'fatal') && !WEBMCP_ATTRIBUTE.test(m.message))
      .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'}: ${m.message} [${m.extract ?? ''}]`);
    expect(errors, 'the checker read every page').not.toContainEqual(expect.stringMatching(/^file:/));
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
