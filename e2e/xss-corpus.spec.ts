// The XSS corpus (issue 14): the Big List of Naughty Strings (a maintained list, shipped as a package:
// its script injections and all its other strings) and our own payloads, stored by an owner through
// the API as page titles, rich text, HTML blocks (no cookie consent given) and image texts, then shown
// in Chromium to a shopper and in the editor. Nothing runs: no dialog opens (the list's payloads call
// alert) and no marker of ours is set. What may not be stored is refused with a 4xx, never a 500.
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { isStorableText } from '@/lib/contract/content';
import { test, expect } from './fixtures';
import { canvas, createBlankPage, DOT_PNG } from './owner-pages';

const naughty = createRequire(import.meta.url)('big-list-of-naughty-strings/blns.json') as string[];

/** Ours set window.__xss when they run, where the list's call alert(). */
const OURS = [
  '</script><script>window.__xss = "script"</script>',
  '<img src=x onerror="window.__xss = \'img\'">',
  '<svg onload="window.__xss = \'svg\'"><circle r="1"/></svg>',
  '<a href="javascript:window.__xss = \'link\'">link</a>',
  '"><script>window.__xss = "attribute"</script><p title="',
  '<iframe srcdoc="<script>parent.__xss = \'srcdoc\'</script>"></iframe>',
  '</style><script>window.__xss = "style"</script>',
  '<details open ontoggle="window.__xss = \'toggle\'">x</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = \'mxss\'">',
  '<form><button formaction="javascript:window.__xss = \'form\'">go</button></form>',
];
/** Text no database column should hold: a NUL and a lone surrogate. */
const BROKEN = ['before\u0000after', 'half \ud800 a pair'];
const ALL = [...OURS, ...naughty, ...BROKEN].filter((text) => text.trim() !== '');
/** Strings the API stores; the others (a NUL, a lone surrogate) must be refused, never fail the server. */
const STORABLE = ALL.filter(isStorableText);
const UNSTORABLE = ALL.filter((text) => !isStorableText(text));
/** Payloads per page: each becomes a text block, an HTML block and an image's texts, within 200 blocks. */
const PER_PAGE = 60;

const put = (request: APIRequestContext, token: string, slug: string, data: object) =>
  request.put(`/api/v2/pages/${slug}?shop=demo`, { headers: { authorization: `Bearer ${token}` }, data });

function contentOf(payloads: string[]) {
  return {
    version: 1,
    blocks: payloads.flatMap((payload, i) => [
      { _id: `text-${i}`, type: 'text', data: { content: payload } },
      { _id: `html-${i}`, type: 'html', data: { html: payload } },
      { _id: `image-${i}`, type: 'image', data: { src: '/media/00000000-0000-4000-8000-000000000000/x.png', alt: payload.slice(0, 500), headline: payload.slice(0, 500), text: payload } },
    ]),
  };
}

const titleOf = (payloads: string[]) => payloads[0]!.slice(0, 200).trim() || 'x';

/** Opens `url` and waits for every image to load or fail, so that their onerror handlers have had their turn. */
async function visit(page: Page, url: string): Promise<void> {
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response?.status(), url).toBe(200);
}

test('the corpus stored as titles, rich text, HTML and image texts runs nowhere: not for shoppers, not in the editor', async ({ ownerPage, ownerSignIn, request, browser }) => {
  // Some 480 payloads on 9 pages, each page seen twice: 84-96 s under CI's load (two workers on two cores).
  test.setTimeout(180_000);
  const { token } = await ownerSignIn('demo');
  const slugs: string[] = [];
  for (let from = 0; from < STORABLE.length; from += PER_PAGE) {
    const payloads = STORABLE.slice(from, from + PER_PAGE);
    const { slug } = await createBlankPage(request, token, `xss-${from}`, { version: 1, blocks: [] });
    // A title is at most 200 characters: the payload's, trimmed as the API trims.
    const response = await put(request, token, slug, { title: titleOf(payloads), type: 'blank', content: contentOf(payloads) });
    expect(response.status(), await response.text()).toBe(200);
    slugs.push(slug);
  }

  const shopper = await (await browser.newContext()).newPage();
  const ran: string[] = [];
  for (const page of [shopper, ownerPage]) {
    page.on('dialog', (dialog) => {
      ran.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`);
      void dialog.dismiss();
    });
  }
  try {
    // Stored and shown as text: the first page's title is our first payload, read as it was typed.
    await visit(shopper, `/i/${slugs[0]}`);
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(titleOf(STORABLE));
    await expect(shopper.locator('.block-text').getByRole('link', { name: 'link' })).toHaveCount(0);
    for (const slug of slugs) {
      for (const [page, url] of [[shopper, `/i/${slug}`], [ownerPage, `/editor/i/${slug}`]] as const) {
        await visit(page, url);
        // The editor shows the page in its canvas frame, a window of its own: a payload would run there.
        if (page === ownerPage) await expect(canvas(page).getByRole('heading', { level: 1 })).toBeVisible();
        for (const frame of page.frames()) {
          const marker = await frame.evaluate(() => (window as unknown as { __xss?: string }).__xss).catch(() => undefined);
          if (marker) ran.push(`${marker} on ${url}`);
        }
      }
    }
  } finally {
    await shopper.context().close();
  }
  expect(ran).toEqual([]);
});

test('what may not be stored is refused with a 4xx: unstorable text, javascript: links, SVG images, theme values that leave CSS', async ({ ownerSignIn, request }) => {
  const { token } = await ownerSignIn('demo');
  const auth = { authorization: `Bearer ${token}` };
  expect(UNSTORABLE).toEqual(expect.arrayContaining(BROKEN));
  for (const [i, text] of UNSTORABLE.entries()) {
    const asTitle = await put(request, token, `xss-unstorable-${i}-${Date.now().toString(36)}`, { title: text, type: 'blank' });
    expect(asTitle.status(), JSON.stringify(text)).toBe(400);
    const asText = await put(request, token, `xss-unstorable-${i}-${Date.now().toString(36)}`, {
      title: 'Unstorable', type: 'blank', content: { version: 1, blocks: [{ _id: 't', type: 'text', data: { content: text } }] },
    });
    expect(asText.status(), JSON.stringify(text)).toBe(400);
  }

  for (const link of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
    const response = await put(request, token, `xss-link-${Date.now().toString(36)}`, {
      title: 'Links', type: 'blank', content: { version: 1, blocks: [{ _id: 'i', type: 'image', data: { src: '', link } }] },
    });
    expect(response.status(), link).toBe(400);
  }

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
  for (const name of ['drawing.svg', 'drawing.png']) {
    const upload = await request.post(`/storage/images/${name}?shop=demo`, { headers: { ...auth, 'content-type': 'application/octet-stream' }, data: svg });
    expect(upload.status(), name).toBe(415);
  }
  // A real image still goes in, so the refusals above are the content's.
  const image = await request.post(`/storage/images/dot.png?shop=demo`, { headers: { ...auth, 'content-type': 'image/png' }, data: DOT_PNG });
  expect(image.status()).toBe(201);

  const themes = await (await request.get('/api/v2/themes?shop=demo', { headers: auth })).json() as { styles: { themeStyleId: string }[] }[];
  const styleId = themes[0]!.styles[0]!.themeStyleId;
  const schema = await (await request.get(`/api/v2/themeStyles/${styleId}/settingsSchema?shop=demo`, { headers: auth })).json() as { settings: { key: string; type: string }[] };
  const colour = schema.settings.find((setting) => setting.type === 'color')!;
  for (const value of ['red;}</style><script>alert(1)</script>', 'red; background: url(javascript:alert(1))', '#fff}body{display:none']) {
    const response = await request.patch(`/api/v2/themeStyles/${styleId}/settings?shop=demo`, { headers: auth, data: { settings: { [colour.key]: value } } });
    expect(response.status(), value).toBe(400);
  }
});
