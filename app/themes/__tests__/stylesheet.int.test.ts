import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { shops, themeStyles, themes } from '@/lib/db/schema';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as stylesheet } from '../[themeId]/stylesheets/[styleFile]/route';

let handle: DatabaseHandle;
let auroraId: string;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  auroraId = (await handle.db.select({ id: themes.id }).from(themes).where(eq(themes.name, 'aurora')))[0]!.id;
});
afterAll(() => handle.close());

const css = (styleFile: string, query = '', headers?: Record<string, string>, shop = 'demo', themeId = auroraId) =>
  callRoute<{ message: string; errors?: { path: string }[] }>(stylesheet, {
    url: `/themes/${themeId}/stylesheets/${styleFile}?shop=${shop}${query}`, params: { themeId, styleFile }, headers,
  });
const settingsParam = (settings: unknown) => `&settings=${encodeURIComponent(JSON.stringify(settings))}`;

describe('GET /themes/{themeId}/stylesheets/{styleName}.css', () => {
  it('serves the style as CSS custom properties only, cacheable, without per-browser headers', async () => {
    const response = await css('daylight.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.text).toMatch(/^:root \{\n {2}--color-primary: #2f6fb5;/);
    expect(response.text).toContain('--font-heading: "Inter", system-ui, sans-serif;');
    expect(response.text).toContain('--size-border-radius: 8px;');
    // Tokens for globals.css, no rules of its own: a theme never turns a secondary button into a primary one.
    expect(response.text).toContain('  --color-on-primary: #ffffff;\n');
    expect(response.text.match(/[^{}]+(?=\{)/g)!.map((selector) => selector.trim())).toEqual([':root']);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-csrf-token')).toBeNull();
  });

  it('answers 304 without a body when the browser has the same stylesheet, 200 when it changed', async () => {
    const first = await css('midnight.css');
    const etag = first.headers.get('etag')!;
    const again = await css('midnight.css', '', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await css('midnight.css', '', { 'if-none-match': `W/${etag}` })).status).toBe(304);
    const preview = await css('midnight.css', settingsParam({ primaryColor: '#000000' }), { 'if-none-match': etag });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('etag')).not.toBe(etag);
  });

  it('lets the settings parameter override stored settings for the theme preview', async () => {
    const response = await css('daylight.css', settingsParam({ primaryColor: '#112233', buttonStyle: 'pill', headingFont: 'Georgia, serif' }));
    expect(response.status).toBe(200);
    expect(response.text).toContain('--color-primary: #112233;');
    expect(response.text).toContain('--font-heading: "Georgia", serif;');
    expect(response.text).toContain('--button-radius: var(--radius-pill);');
    expect(response.text).toContain('--color-accent: #e6b422;');
  });

  it.each([
    ['malformed JSON', '&settings=%7Bnope'],
    ['a JSON array', settingsParam(['#000000'])],
    ['a closing brace in a colour', settingsParam({ primaryColor: '#000000}body{display:none' })],
    ['a semicolon in a font', settingsParam({ bodyFont: 'Inter;background:url(https://evil.test)' })],
    ['a quote in a font', settingsParam({ bodyFont: 'Inter"' })],
    ['an escape in a size', settingsParam({ borderRadius: '8px\\3b' })],
    ['an unknown key', settingsParam({ '--x': '#000000' })],
    ['more than 1900 characters', `&settings=${'x'.repeat(1901)}`],
  ])('refuses %s in the settings parameter (400)', async (_case, query) => {
    const response = await css('daylight.css', query);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.json.errors![0]!.path).toMatch(/^query\.settings/);
  });

  it('neutralises hostile values stored in the database instead of writing them into the CSS', async () => {
    const [demo] = await handle.db.select({ id: shops.id }).from(shops).where(eq(shops.slug, 'demo'));
    const where = and(eq(themeStyles.shopId, demo!.id), eq(themeStyles.themeId, auroraId), eq(themeStyles.name, 'midnight'));
    await handle.db.update(themeStyles).set({
      settings: { primaryColor: '#fff;}body{display:none', headingFont: 'x"}*{color:red', borderRadius: '1px}</style>', textColor: '#123456' },
    }).where(where);
    const response = await css('midnight.css');
    expect(response.status).toBe(200);
    expect(response.text).not.toMatch(/display|color:red|<\/style>/);
    expect(response.text).toContain('--color-text: #123456;');
    // Every block is closed once: no value opened or closed one.
    expect(response.text.split('{').length).toBe(response.text.split('}').length);
  });

  it('answers 404 for unknown styles and themes, names without .css and malformed ids', async () => {
    expect((await css('sunrise.css')).status).toBe(404);
    expect((await css('daylight')).status).toBe(404);
    expect((await css('daylight.css.map')).status).toBe(404);
    expect((await css('..%2Fdaylight.css')).status).toBe(404);
    expect((await css('daylight.css', '', undefined, 'demo', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await css('daylight.css', '', undefined, 'demo', 'aurora')).status).toBe(404);
    expect((await css('daylight.css', '', undefined, 'no-such-shop')).status).toBe(404);
  });

  it('is served for the closed beyond shop too: theme assets stay open', async () => {
    const response = await css('sand.css', '', undefined, 'beyond-demo',
      (await handle.db.select({ id: themes.id }).from(themes).where(eq(themes.name, 'meridian')))[0]!.id);
    expect(response.status).toBe(200);
    expect(response.text).toContain('--color-primary: #7a5230;');
  });
});
