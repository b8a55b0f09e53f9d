/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMap } from 'node:util/types';
import { offerCacheGeneration } from '@/lib/page-cache/cache-generation';
import { freePort, hasRedisServer, startRedisServer, silentServer } from '@/lib/testing/redis-server';

/** The parts of a cached value the tests read; the handler reads pages out as bytes (html-bytes.ts). */
type CachedValue = { html: Buffer; headers: Record<string, string>; rscData: Buffer; segmentData: Map<string, Buffer> };
type Entry = { value: CachedValue; lastModified: number; cacheControl?: unknown } | null;
interface PageCacheHandler {
  get(key: string, context: object): Promise<Entry>;
  set(key: string, data: unknown, context: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}

const PAGE_CONTEXT = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };
const PAGE_SET_CONTEXT = { cacheControl: { revalidate: 86_400, expire: 31_536_000 }, isFallback: false, isRoutePPREnabled: false };
const POLICY = 'content-security-policy';

/** A cached page as Next stores it: HTML with an inline script, RSC bytes, segments, its tags. */
function page(title: string, tags = 'shop:demo,_N_T_/layout,_N_T_/demo/live/en/page') {
  return {
    kind: 'APP_PAGE',
    html: `<!DOCTYPE html><html><body><h1>${title}</h1><script>self.__next_f.push([1,"${title}"])</script></body></html>`,
    rscData: Buffer.from(`0:["${title}"]\n`),
    segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])], ['/_full', Buffer.from('full')]]),
    postponed: undefined,
    headers: { 'x-next-cache-tags': tags },
    status: 200,
  };
}

/** A data entry as `unstable_cache` stores it. */
function data(body: unknown) {
  return { kind: 'FETCH', data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' }, revalidate: 31_536_000 };
}

const buildDirs: string[] = [];
/** A build's `.next/server`, beside a BUILD_ID of its own: the keys of each test are its own. */
function buildDir(): string {
  const dist = mkdtempSync(join(tmpdir(), 'vitrine-page-cache-'));
  buildDirs.push(dist);
  writeFileSync(join(dist, 'BUILD_ID'), `test-${randomUUID()}`);
  mkdirSync(join(dist, 'server'));
  return join(dist, 'server');
}

const closers: (() => Promise<void>)[] = [];
/**
 * One app instance: its own copy of Next's cache modules (memory cache, tags manifest) and of the
 * handler, so its own Redis connection. `handler()` makes a handler as Next does for each request.
 */
async function startInstance(redisUrl: string | undefined, serverDistDir: string) {
  let modules: { Handler: new (context: object) => PageCacheHandler; closeSharedPageCaches(): Promise<void>; nodeFs: object } | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = {
      Handler: (await import('@/lib/page-cache/page-cache-handler')).default as unknown as new (context: object) => PageCacheHandler,
      closeSharedPageCaches: (await import('@/lib/page-cache/shared-page-cache')).closeSharedPageCaches,
      nodeFs: (await import('next/dist/server/lib/node-fs-methods.js')).nodeFs,
    };
  });
  const { Handler, closeSharedPageCaches, nodeFs } = modules!;
  closers.push(closeSharedPageCaches);
  return {
    handler(): PageCacheHandler {
      const saved = process.env.REDIS_URL;
      if (redisUrl === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = redisUrl;
      try {
        return new Handler({ fs: nodeFs, serverDistDir, flushToDisk: false, maxMemoryCacheSize: 50 * 1024 * 1024, revalidatedTags: [] });
      } finally {
        if (saved === undefined) delete process.env.REDIS_URL;
        else process.env.REDIS_URL = saved;
      }
    },
  };
}

/** The database's cache generation as the app offers it (lib/server/cache-generation.ts); a re-seed renews it. */
let databaseGeneration = randomUUID();
beforeEach(() => {
  offerCacheGeneration(async () => databaseGeneration);
});

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});
afterAll(() => {
  for (const dir of buildDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the page cache without REDIS_URL', () => {
  it('keeps pages in this instance\'s memory with their content policy, as Next\'s own cache', async () => {
    const instance = await startInstance(undefined, buildDir());
    await instance.handler().set('/demo/live/en', page('Home'), PAGE_SET_CONTEXT);
    const entry = await instance.handler().get('/demo/live/en', PAGE_CONTEXT);
    expect(entry?.value.html.toString()).toContain('<h1>Home</h1>');
    expect(entry?.value.headers[POLICY]).toMatch(/script-src 'self' 'sha256-/);
    // Another instance has a memory of its own: the page is not there.
    expect(await (await startInstance(undefined, buildDir())).handler().get('/demo/live/en', PAGE_CONTEXT)).toBeNull();
    await instance.handler().revalidateTag('shop:demo', { expire: 0 });
    expect(await instance.handler().get('/demo/live/en', PAGE_CONTEXT)).toBeNull();
  });
});

(hasRedisServer() ? describe : describe.skip)('the page cache shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  beforeAll(async () => { redis = await startRedisServer(); });
  afterAll(async () => { await redis.stop(); });

  it('serves on instance B, with its Buffers, segments and content policy, a page stored by instance A', async () => {
    const dist = buildDir();
    const a = await startInstance(redis.url, dist);
    const b = await startInstance(redis.url, dist);
    const stored = page('Home');
    await a.handler().set('/demo/live/en', stored, PAGE_SET_CONTEXT);

    const entry = await b.handler().get('/demo/live/en', PAGE_CONTEXT);
    expect({ ...entry?.value, html: entry?.value.html.toString() }).toEqual({ ...stored, headers: { ...stored.headers, [POLICY]: expect.stringMatching(/script-src 'self' 'sha256-/) } });
    expect(Buffer.isBuffer(entry?.value.rscData)).toBe(true);
    expect(isMap(entry?.value.segmentData)).toBe(true);
    expect(entry?.value.segmentData.get('/_tree')).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(entry?.cacheControl).toEqual(PAGE_SET_CONTEXT.cacheControl);
    expect(Math.abs(entry!.lastModified - Date.now())).toBeLessThan(5000);
    // Read again, B serves its own copy (Redis said it is current), whose bytes it made once, and a new
    // render on A replaces it.
    expect((await b.handler().get('/demo/live/en', PAGE_CONTEXT))?.value.html).toBe(entry?.value.html);
    await a.handler().set('/demo/live/en', page('Home, renamed'), PAGE_SET_CONTEXT);
    expect((await b.handler().get('/demo/live/en', PAGE_CONTEXT))?.value.html.toString()).toContain('<h1>Home, renamed</h1>');
  });

  it('expires a page on every instance at once when one instance revalidates one of its tags', async () => {
    const dist = buildDir();
    const a = await startInstance(redis.url, dist);
    const b = await startInstance(redis.url, dist);
    await a.handler().set('/demo/live/en', page('Home'), PAGE_SET_CONTEXT);
    await a.handler().set('/other/live/en', page('Other', 'shop:other'), PAGE_SET_CONTEXT);
    expect(await b.handler().get('/demo/live/en', PAGE_CONTEXT)).not.toBeNull();

    await a.handler().revalidateTag(['shop:demo'], { expire: 0 });
    expect(await b.handler().get('/demo/live/en', PAGE_CONTEXT)).toBeNull();
    expect(await a.handler().get('/demo/live/en', PAGE_CONTEXT)).toBeNull();
    expect(await b.handler().get('/other/live/en', PAGE_CONTEXT)).not.toBeNull();
    // The render that follows is fresh again everywhere.
    await b.handler().set('/demo/live/en', page('Home, renamed'), PAGE_SET_CONTEXT);
    expect((await a.handler().get('/demo/live/en', PAGE_CONTEXT))?.value.html.toString()).toContain('Home, renamed');
  });

  it('expires data entries by their tags and by the soft tags of the page reading them (revalidatePath)', async () => {
    const dist = buildDir();
    const a = await startInstance(redis.url, dist);
    const b = await startInstance(redis.url, dist);
    const read = { kind: 'FETCH', tags: ['catalog:demo'], softTags: ['_N_T_/layout', '_N_T_/demo/live/en/products/page'] };
    await a.handler().set('data-key', data({ products: 3 }), { fetchCache: true, tags: ['catalog:demo'] });
    expect((await b.handler().get('data-key', read))?.value).toEqual(data({ products: 3 }));

    await a.handler().revalidateTag('_N_T_/demo/live/en/products/page');
    expect(await b.handler().get('data-key', read)).toBeNull();
    await b.handler().set('data-key', data({ products: 4 }), { fetchCache: true, tags: ['catalog:demo'] });
    expect((await a.handler().get('data-key', read))?.value).toEqual(data({ products: 4 }));
    await b.handler().revalidateTag(['catalog:demo']);
    expect(await a.handler().get('data-key', read)).toBeNull();
  });

  it('keeps a page whose tag expires later (a cache-life profile) until then, and a page of another build apart', async () => {
    const dist = buildDir();
    const a = await startInstance(redis.url, dist);
    await a.handler().set('/demo/live/en', page('Home'), PAGE_SET_CONTEXT);
    await a.handler().revalidateTag('shop:demo', { expire: 3600 });
    expect(await (await startInstance(redis.url, dist)).handler().get('/demo/live/en', PAGE_CONTEXT)).not.toBeNull();
    expect(await (await startInstance(redis.url, buildDir())).handler().get('/demo/live/en', PAGE_CONTEXT)).toBeNull();
  });

  it('serves nothing cached from the database before it was seeded again, on any instance', async () => {
    const dist = buildDir();
    const a = await startInstance(redis.url, dist);
    const b = await startInstance(redis.url, dist);
    await a.handler().set('/demo/live/en', page('Home'), PAGE_SET_CONTEXT);
    await a.handler().set('data-key', data({ products: 3 }), { fetchCache: true, tags: ['catalog:demo'] });
    expect(await b.handler().get('/demo/live/en', PAGE_CONTEXT)).not.toBeNull();

    databaseGeneration = randomUUID();
    // B holds a copy in its memory, A wrote both: neither serves them now.
    expect(await b.handler().get('/demo/live/en', PAGE_CONTEXT)).toBeNull();
    expect(await a.handler().get('/demo/live/en', PAGE_CONTEXT)).toBeNull();
    expect(await a.handler().get('data-key', { kind: 'FETCH', tags: ['catalog:demo'] })).toBeNull();
    await b.handler().set('/demo/live/en', page('Home, seeded again'), PAGE_SET_CONTEXT);
    expect((await a.handler().get('/demo/live/en', PAGE_CONTEXT))?.value.html.toString()).toContain('Home, seeded again');
  });

  it('keeps a request on the generation it started with, and uses memory alone when the generation cannot be read', async () => {
    const dist = buildDir();
    const a = await startInstance(redis.url, dist);
    const b = await startInstance(redis.url, dist);
    // A render that began before the re-seed stores its page under the generation it read first.
    const rendering = a.handler();
    expect(await rendering.get('/demo/live/en', PAGE_CONTEXT)).toBeNull();
    databaseGeneration = randomUUID();
    await rendering.set('/demo/live/en', page('Home, from before'), PAGE_SET_CONTEXT);
    expect(await b.handler().get('/demo/live/en', PAGE_CONTEXT)).toBeNull();

    offerCacheGeneration(async () => { throw new Error('database down'); });
    const alone = a.handler();
    await alone.set('/demo/live/en', page('Home, unshared'), PAGE_SET_CONTEXT);
    expect((await alone.get('/demo/live/en', PAGE_CONTEXT))?.value.html.toString()).toContain('Home, unshared');
    offerCacheGeneration(async () => databaseGeneration);
    expect(await b.handler().get('/demo/live/en', PAGE_CONTEXT)).toBeNull();
  });
});

(hasRedisServer() ? describe : describe.skip)('the page cache of a server without a build id (next dev)', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  beforeAll(async () => { redis = await startRedisServer(); });
  afterAll(async () => { await redis.stop(); });

  it('stays in each instance\'s memory even with REDIS_URL', async () => {
    const dist = buildDir();
    rmSync(join(dist, '..', 'BUILD_ID'));
    const a = await startInstance(redis.url, dist);
    await a.handler().set('/demo/live/en', page('Home'), PAGE_SET_CONTEXT);
    expect(await a.handler().get('/demo/live/en', PAGE_CONTEXT)).not.toBeNull();
    expect(await (await startInstance(redis.url, dist)).handler().get('/demo/live/en', PAGE_CONTEXT)).toBeNull();
  });
});

describe('the page cache when Redis fails', () => {
  /** Every call returns within the bound, and this instance's memory serves what it stored. */
  async function servesFromMemory(redisUrl: string) {
    const instance = await startInstance(redisUrl, buildDir());
    const started = Date.now();
    await instance.handler().set('/demo/live/en', page('Home'), PAGE_SET_CONTEXT);
    const entry = await instance.handler().get('/demo/live/en', PAGE_CONTEXT);
    expect(entry?.value.html.toString()).toContain('<h1>Home</h1>');
    expect(entry?.value.headers[POLICY]).toMatch(/script-src 'self' 'sha256-/);
    // Next's memory cache expires an entry only when the tag's time (performance.timeOrigin + now) is
    // strictly after the entry's (Date.now()): two clocks that may disagree by a millisecond or two, so
    // a revalidation in the same instant as the write can leave it fresh. The test waits that out.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await instance.handler().revalidateTag('shop:demo', { expire: 0 });
    expect(await instance.handler().get('/demo/live/en', PAGE_CONTEXT)).toBeNull();
    // The first connection's wait (1 s) and one command's timeout (0.5 s) at most.
    expect(Date.now() - started).toBeLessThan(2000);
  }

  it('serves from memory, within its bound, when nothing listens at REDIS_URL', async () => {
    await servesFromMemory(`redis://127.0.0.1:${await freePort()}`);
  });

  it('serves from memory, within its bound, when Redis accepts and never answers', async () => {
    const silent = await silentServer();
    try {
      await servesFromMemory(silent.url);
    } finally {
      await silent.close();
    }
  });
});
