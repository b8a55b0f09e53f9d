import { createLogger, logLevel } from '../logger.mjs';
import type { TagDurations } from './next-file-system-cache';

/**
 * Revalidation of cached pages and data outside a request: the scheduler's publishes. Next.js applies
 * `revalidateTag` only inside a request (a route handler or server function), and documents nothing
 * for work a server starts by itself. What it does with a request's tags once the handler returns is
 * call the configured cache handler's `revalidateTag` (next.config `cacheHandler`, a documented
 * method), and everything that handler revalidates belongs to the process: Next's tag times, the
 * memory cache, the shared cache in Redis. So outside a request the same handler is asked directly.
 *
 * The handler offers itself here when it is loaded (page-cache-handler.ts; server.ts loads it before
 * serving). Kept on globalThis: the handler is loaded by Next outside its bundles, and the code that
 * revalidates (lib/server/storefront-cache.ts) may run in any bundle or in server.ts.
 */
export interface PageCacheRevalidation {
  revalidateTag(tags: string[], durations?: TagDurations): Promise<void>;
}

const PAGE_CACHE = Symbol.for('vitrine.page-cache');
const PENDING = Symbol.for('vitrine.page-cache-revalidations');
const holder = globalThis as typeof globalThis & { [PAGE_CACHE]?: PageCacheRevalidation; [PENDING]?: Set<Promise<void>> };
const pending = (holder[PENDING] ??= new Set());

/** Called by the page cache handler's module as it loads. */
export function offerPageCache(cache: PageCacheRevalidation): void {
  holder[PAGE_CACHE] = cache;
}

/**
 * Revalidates `tags` in the page cache of this process, then runs `then` (the HTTP cache purge, which
 * must not come before: a request in between would cache the old page again). Without a page cache
 * (a script: Next never loaded one, and nothing is cached) only `then` runs.
 */
export function revalidateOutsideRequest(tags: string[], durations: TagDurations, then: () => void): void {
  const cache = holder[PAGE_CACHE];
  const run = (cache ? cache.revalidateTag(tags, durations) : Promise.resolve())
    .then(then)
    .catch((error: unknown) => createLogger(logLevel(process.env)).error({ err: error, tags }, 'revalidation outside a request failed'))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Waits for the revalidations started outside a request (graceful shutdown, tests). */
export async function settleOutsideRequestRevalidations(): Promise<void> {
  await Promise.allSettled([...pending]);
}
