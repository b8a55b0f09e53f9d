import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { SERVICE_WORKER_SCRIPT_TAG, serviceWorkerScriptUrls } from '@/lib/server/content/service-worker';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
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

describe('the scripts the storefront registers /sw.js with', () => {
  it('are the URLs of the shop\'s service-worker script tags, in order, without those /sw.js refuses; none without such tags', async () => {
    const shop = (await findShopBySlug('demo'))!;
    // The demo's only tag is its newsletter script: nothing to register, so the storefront unregisters.
    expect(await serviceWorkerScriptUrls(shop)).toEqual([]);
    const tag = (url: string, minute: number) => sql`(${shop.id}, ${SERVICE_WORKER_SCRIPT_TAG}, ${url}, ${`2026-01-01T00:0${minute}:00Z`}::timestamptz)`;
    await handle.db.execute(sql`insert into script_tags (shop_id, type, url, created_at) values
      ${tag('/push/worker.js', 1)}, ${tag('https://evil.test/x.js', 2)}, ${tag(`${shop.baseUrl}/offline.js`, 3)}`);
    try {
      // The demo shop's address is http://localhost:3000: only its relative script is one /sw.js takes there.
      expect(await serviceWorkerScriptUrls(shop)).toEqual(['/push/worker.js']);
      await handle.db.execute(sql`update shops set base_url = 'https://shop.vitrine.test' where id = ${shop.id}`);
      await handle.db.execute(sql`update script_tags set url = 'https://shop.vitrine.test/offline.js' where url = ${`${shop.baseUrl}/offline.js`}`);
      expect(await serviceWorkerScriptUrls((await findShopBySlug('demo'))!)).toEqual(['/push/worker.js', 'https://shop.vitrine.test/offline.js']);
    } finally {
      await handle.db.execute(sql`delete from script_tags where type = ${SERVICE_WORKER_SCRIPT_TAG}`);
      await handle.db.execute(sql`update shops set base_url = ${shop.baseUrl} where id = ${shop.id}`);
    }
  });
});
