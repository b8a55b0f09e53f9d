import type { DatabaseHandle } from '@/lib/db/client';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { GET as serviceWorker } from '../route';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 10 });
});
afterAll(() => handle.close());

const sw = (query: string, origin = 'https://shop.vitrine.test') =>
  callRoute<{ message: string; errors?: { path: string }[] }>(serviceWorker, { url: `${origin}/sw.js?shop=demo${query}` });
const urls = (...list: string[]) => list.map((url) => `&url=${encodeURIComponent(url)}`).join('');

describe('GET /sw.js', () => {
  it('is a worker that imports nothing when registered without scripts', async () => {
    const response = await sw('');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.text).not.toContain('importScripts');
    expect(response.text).toContain("addEventListener('install'");
  });

  it('imports relative and same-origin https scripts, from url and url[] parameters', async () => {
    const response = await sw(`${urls('/push/worker.js', 'https://shop.vitrine.test/a.js?v=2')}&${encodeURIComponent('url[]')}=${encodeURIComponent('/b.js')}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('importScripts("/push/worker.js", "https://shop.vitrine.test/a.js?v=2", "/b.js");');
    const etag = response.headers.get('etag')!;
    expect((await callRoute(serviceWorker, { url: `https://shop.vitrine.test/sw.js?shop=demo${urls('/push/worker.js', 'https://shop.vitrine.test/a.js?v=2')}&url%5B%5D=%2Fb.js`, headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it.each([
    'https://evil.test/x.js', '//evil.test/x.js', '/\\evil.test/x.js', 'http://shop.vitrine.test/x.js',
    'javascript:alert(1)', 'data:text/javascript,alert(1)', 'https://shop.vitrine.test.evil.test/x.js',
  ])('refuses %s (400)', async (url) => {
    const response = await sw(urls('/fine.js', url));
    expect(response.status).toBe(400);
    expect(response.json.errors![0]!.path).toBe('query.url.1');
  });

  it('only takes relative scripts when the shop is reached over plain http', async () => {
    expect((await sw(urls('/ok.js'), 'http://localhost:3000')).status).toBe(200);
    expect((await sw(urls('http://localhost:3000/ok.js'), 'http://localhost:3000')).status).toBe(400);
  });

  it('escapes URLs as JavaScript strings', async () => {
    const response = await sw(urls('/a.js?x="</script>'));
    expect(response.status).toBe(200);
    expect(response.text).toContain('importScripts("/a.js?x=\\"\\u003c/script>");');
  });

  it('refuses more than 10 scripts (400)', async () => {
    expect((await sw(urls(...Array.from({ length: 11 }, (_, i) => `/s${i}.js`)))).status).toBe(400);
  });
});
