// @ts-check
// The page cache that every instance shares through Redis when REDIS_URL is set (docs/architecture.md,
// "Caching"; deploy/README.md, "Shared cache"). Plain JavaScript, loaded unbundled with the handler.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { createLogger, logLevel } from '../logger.mjs';
import { decodeEntry, encodeEntry, lifetimeSeconds, readTags, storedTags } from './cache-entry.mjs';
import { RedisPageStore } from './redis-page-store.mjs';

/** @type {any} */
const FileSystemCache = /** @type {any} */ (FileSystemCacheModule).default ?? FileSystemCacheModule;

/** Where a copy held in memory was written in Redis, so that Redis need not send it again. */
const STAMP = Symbol('redis stamp');

/** Microseconds of Redis's clock to the milliseconds Next counts an entry's age in. */
const milliseconds = (/** @type {string} */ stamp) => Math.floor(Number(stamp) / 1000);

/**
 * Next's cache with Redis as the store every instance reads and writes, and this instance's memory
 * (Next's own memory cache) keeping copies. Each get is one round trip: Redis checks the entry's tags
 * and answers whether the copy held here is current, sending the entry only when it is not. So a tag
 * revalidated on any instance expires the entry on all of them at their next request. When Redis
 * fails, each method does what Next's own cache does (`fallback`), from this instance's memory.
 */
export class SharedPageCache {
  /** @param {RedisPageStore} store */
  constructor(store) {
    this.store = store;
  }

  /**
   * @param {string} key
   * @param {any} context Next's get context (kind, tags and soft tags of data entries)
   * @param {() => Promise<any>} fallback Next's own get
   */
  async get(key, context, fallback) {
    const memory = FileSystemCache.memoryCache;
    const held = memory?.get(key);
    const answer = await this.store.read(key, held?.[STAMP], readTags(context));
    if (!answer) return fallback();
    if (answer.state === 'current') return held;
    const stored = answer.state === 'newer' ? decodeEntry(answer.bytes) : undefined;
    if (answer.state !== 'newer' || !stored) {
      // Missing from Redis or expired there: Next renders the page again and stores it.
      memory?.remove(key);
      return null;
    }
    const entry = { ...stored, lastModified: milliseconds(answer.stamp), [STAMP]: answer.stamp };
    memory?.set(key, entry);
    return entry;
  }

  /**
   * @param {string} key
   * @param {any} data the entry's value
   * @param {any} context Next's set context
   * @param {() => Promise<void>} fallback Next's own set (this instance's memory)
   */
  async set(key, data, context, fallback) {
    const cacheControl = context?.fetchCache ? undefined : context?.cacheControl;
    const bytes = encodeEntry(data, cacheControl);
    const stamp = bytes && await this.store.write(key, bytes, storedTags(data), lifetimeSeconds(data, cacheControl));
    await fallback();
    // The copy in memory carries Redis's stamp and time, as if it had been read back.
    if (stamp !== undefined) FileSystemCache.memoryCache?.set(key, { value: data, lastModified: milliseconds(stamp), cacheControl, [STAMP]: stamp });
  }

  /**
   * Writes when the tags expire, as Next's own cache does: now, or after `durations.expire` seconds.
   * A revalidation with durations but no expiry only marks the tags stale, which stays with this instance.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0 || (durations && durations.expire === undefined)) return;
    await this.store.revalidate(list, durations?.expire ?? 0);
  }
}

/** @type {Map<string, SharedPageCache | undefined>} */
const caches = new Map();

/**
 * This process's shared cache, or undefined without REDIS_URL (Next's own cache alone), while
 * `next build` prerenders (pages then go to .next, as without Redis) and without a build id (`next
 * dev`). Keys start with the build's id, so a new build never serves pages rendered by the previous one.
 * @param {NodeJS.ProcessEnv} env
 * @param {string | undefined} serverDistDir `.next/server`, beside which Next writes BUILD_ID
 */
export function sharedPageCache(env, serverDistDir) {
  if (!env.REDIS_URL || env.NEXT_PHASE === 'phase-production-build') return undefined;
  // Next makes a handler for each request: the connection and the build's id are this process's.
  const name = `${env.REDIS_URL}\n${serverDistDir}`;
  if (!caches.has(name)) {
    const build = buildId(serverDistDir);
    const prefix = `vitrine:page-cache:${build}:`;
    caches.set(name, build ? new SharedPageCache(new RedisPageStore({ url: env.REDIS_URL, prefix, log: createLogger(logLevel(env)) })) : undefined);
  }
  return caches.get(name);
}

/** Ends the connections of this process's shared caches (tests). */
export async function closeSharedPageCaches() {
  const closing = [...caches.values()].map((cache) => cache?.store.close());
  caches.clear();
  await Promise.all(closing);
}

/**
 * The id of the build this process serves, from the file `next build` writes (none under `next dev`).
 * @param {string | undefined} serverDistDir
 */
function buildId(serverDistDir) {
  try {
    return readFileSync(join(serverDistDir ?? '', '..', 'BUILD_ID'), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
