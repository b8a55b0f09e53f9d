/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Watches the Next.js internal the page cache is built on (next-file-system-cache.ts): Next's own
 * cache handler class, its process-wide memory cache and its tag times. Next documents the methods of
 * a cache handler, not this class; when an upgrade changes it, this fails before a page goes stale.
 */
type Modules = {
  internal: typeof import('../next-file-system-cache');
  outsideRequest: typeof import('../outside-request');
  Handler: typeof import('../page-cache-handler').default;
  nodeFs: object;
};

/** Fresh copies of Next's cache modules (memory cache, tag times) and of the handler, as a new process has. */
async function freshProcess(): Promise<Modules> {
  let modules: Modules | undefined;
  await jest.isolateModulesAsync(async () => {
    modules = {
      internal: await import('../next-file-system-cache'),
      outsideRequest: await import('../outside-request'),
      Handler: (await import('../page-cache-handler')).default,
      nodeFs: (await import('next/dist/server/lib/node-fs-methods.js')).nodeFs,
    };
  });
  return modules!;
}

const dist = mkdtempSync(join(tmpdir(), 'vitrine-next-cache-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const context = (nodeFs: object) => ({ fs: nodeFs, serverDistDir: join(dist, 'server'), flushToDisk: false, maxMemoryCacheSize: 10 * 1024 * 1024, revalidatedTags: [] });

/** A data entry as `unstable_cache` stores it, and the context Next reads it with. */
const DATA = { kind: 'FETCH', data: { headers: {}, body: '"Linen shirt"', status: 200, url: '' }, revalidate: 31_536_000, tags: ['product:demo:1'] };
const READ = { kind: 'FETCH', tags: ['product:demo:1'], softTags: ['_N_T_/layout'] };
const SET = { fetchCache: true, tags: ['product:demo:1'], revalidate: 31_536_000 };

describe("Next's file-system cache, as the page cache uses it", () => {
  it('is a class with the documented handler methods, taking a context', async () => {
    const { internal } = await freshProcess();
    expect(typeof internal.FileSystemCache).toBe('function');
    for (const method of ['get', 'set', 'revalidateTag'] as const) expect(typeof internal.FileSystemCache.prototype[method]).toBe('function');
  });

  it('keeps one memory cache for the process, made by the first handler with a memory size, with get, set and remove', async () => {
    const { internal, nodeFs } = await freshProcess();
    expect(internal.nextMemoryCache()).toBeUndefined();
    new internal.FileSystemCache(context(nodeFs));
    const memory = internal.nextMemoryCache();
    expect(memory).toBeDefined();
    new internal.FileSystemCache(context(nodeFs));
    expect(internal.nextMemoryCache()).toBe(memory);
    memory!.set('k', { value: DATA, lastModified: Date.now() });
    expect(memory!.get('k')?.value).toBe(DATA);
    memory!.remove('k');
    expect(memory!.get('k')).toBeUndefined();
  });

  it('serves an entry until one of its tags is revalidated, in any handler of the process', async () => {
    const { internal, nodeFs } = await freshProcess();
    await new internal.FileSystemCache(context(nodeFs)).set('data-1', DATA, SET);
    expect((await new internal.FileSystemCache(context(nodeFs)).get('data-1', READ))?.value).toMatchObject({ kind: 'FETCH' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await new internal.FileSystemCache(context(nodeFs)).revalidateTag(['product:demo:1'], { expire: 0 });
    expect(await new internal.FileSystemCache(context(nodeFs)).get('data-1', READ)).toBeNull();
  });
});

describe('revalidating outside a request (the scheduler)', () => {
  it('reaches the page cache the handler offered as it loaded, and purges only after it', async () => {
    const { outsideRequest, Handler, nodeFs } = await freshProcess();
    await new Handler(context(nodeFs)).set('data-2', DATA, SET);
    await new Promise((resolve) => setTimeout(resolve, 2));
    const order: string[] = [];
    outsideRequest.revalidateOutsideRequest(['product:demo:1'], { expire: 0 }, () => order.push('purged'));
    await outsideRequest.settleOutsideRequestRevalidations();
    expect(order).toEqual(['purged']);
    expect(await new Handler(context(nodeFs)).get('data-2', READ)).toBeNull();
  });
});
