// The page cache that every instance shares through Redis when REDIS_URL is set (docs/architecture.md,
// "Caching"; deploy/README.md, "Shared cache").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger, logLevel } from '../logger.mjs';
import { cacheGenerationReader } from './cache-generation';
import { decodeEntry, encodeEntry, lifetimeSeconds, readTags, storedTags } from './cache-entry';
import { nextMemoryCache, type CacheEntry, type TagDurations } from './next-file-system-cache';
import { RedisPageStore } from './redis-page-store';

/** Where a copy held in memory was written in Redis, so that Redis need not send it again. */
const STAMP = Symbol('redis stamp');

/** Microseconds of Redis's clock to the milliseconds Next counts an entry's age in. */
const milliseconds = (stamp: string) => Math.floor(Number(stamp) / 1000);

/** Next's set context: a page's cache control, or a data entry's (`fetchCache`), which keeps its own. */
interface SetContext { fetchCache?: boolean; cacheControl?: unknown }

/**
 * Next's cache with Redis as the store every instance reads and writes, and this instance's memory
 * (Next's own memory cache) keeping copies. Each get is one round trip: Redis checks the entry's tags
 * and answers whether the copy held here is current, sending the entry only when it is not. So a tag
 * revalidated on any instance expires the entry on all of them at their next request. When Redis
 * fails, each method does what Next's own cache does (`fallback`), from this instance's memory.
 *
 * Entries are kept under the database's cache generation (`generation`, read once per request): a
 * database seeded again or restored has a new one, so no instance serves what it rendered from the
 * data before, and the entries of the old generation expire by their lifetime. The tag times are
 * shared by the generations: a revalidation expires only entries written before it, which an entry of
 * a later generation never is.
 */
export class SharedPageCache {
  #generationFailed = false;

  constructor(readonly store: RedisPageStore, private readonly log: { warn(fields: object, message: string): void }) {}

  /**
   * The database's cache generation, for the handler of one request; undefined when it cannot be read
   * (the app offered no reader, or the database failed): that request then uses this instance's memory alone.
   */
  async generation(): Promise<string | undefined> {
    const read = cacheGenerationReader();
    try {
      if (!read) throw new Error('the app offered no cache generation reader (server.ts offers it before serving)');
      const generation = await read();
      this.#generationFailed = false;
      return generation;
    } catch (error) {
      if (!this.#generationFailed) this.log.warn({ err: error }, 'the cache generation could not be read: requests use this instance\'s memory, not the shared page cache');
      this.#generationFailed = true;
      return undefined;
    }
  }

  /**
   * `context`: Next's get context (kind, tags and soft tags of data entries); `generation`: the request's
   * (`generation()`); `fallback`: Next's own get.
   */
  async get(key: string, context: unknown, generation: string | undefined, fallback: () => Promise<CacheEntry | null>): Promise<CacheEntry | null> {
    if (generation === undefined) return fallback();
    const memory = nextMemoryCache();
    const held = memory?.get(key);
    const answer = await this.store.read(generationKey(generation, key), held?.[STAMP] as string | undefined, readTags(context));
    if (!answer) return fallback();
    if (answer.state === 'current') return held ?? null;
    const stored = answer.state === 'newer' ? decodeEntry(answer.bytes) : undefined;
    if (answer.state !== 'newer' || !stored) {
      // Missing from Redis or expired there: Next renders the page again and stores it.
      memory?.remove(key);
      return null;
    }
    const entry: CacheEntry = { ...stored, lastModified: milliseconds(answer.stamp), [STAMP]: answer.stamp };
    memory?.set(key, entry);
    return entry;
  }

  /** `data`: the entry's value; `generation`: the request's; `fallback`: Next's own set (this instance's memory). */
  async set(key: string, data: unknown, context: unknown, generation: string | undefined, fallback: () => Promise<void>): Promise<void> {
    const { fetchCache, cacheControl: pageCacheControl } = (context ?? {}) as SetContext;
    const cacheControl = fetchCache ? undefined : pageCacheControl;
    const bytes = generation === undefined ? undefined : encodeEntry(data, cacheControl);
    const stamp = bytes && await this.store.write(generationKey(generation!, key), bytes, storedTags(data), lifetimeSeconds(data, cacheControl));
    await fallback();
    // The copy in memory carries Redis's stamp and time, as if it had been read back.
    if (stamp !== undefined) nextMemoryCache()?.set(key, { value: data, lastModified: milliseconds(stamp), cacheControl, [STAMP]: stamp });
  }

  /**
   * Writes when the tags expire, as Next's own cache does: now, or after `durations.expire` seconds.
   * A revalidation with durations but no expiry only marks the tags stale, which stays with this instance.
   */
  async revalidateTag(tags: string | string[], durations?: TagDurations): Promise<void> {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0 || (durations && durations.expire === undefined)) return;
    await this.store.revalidate(list, durations?.expire ?? 0);
  }
}

/** A key of Next's within one database's generation. */
const generationKey = (generation: string, key: string) => `${generation}:${key}`;

const caches = new Map<string, SharedPageCache | undefined>();

/**
 * This process's shared cache, or undefined without REDIS_URL (Next's own cache alone), while
 * `next build` prerenders (pages then go to .next, as without Redis) and without a build id (`next
 * dev`). Keys start with the build's id, so a new build never serves pages rendered by the previous one,
 * then the database's cache generation (`SharedPageCache`).
 * `serverDistDir`: `.next/server`, beside which Next writes BUILD_ID.
 */
export function sharedPageCache(env: NodeJS.ProcessEnv, serverDistDir: string | undefined): SharedPageCache | undefined {
  if (!env.REDIS_URL || env.NEXT_PHASE === 'phase-production-build') return undefined;
  // Next makes a handler for each request: the connection and the build's id are this process's.
  const name = `${env.REDIS_URL}\n${serverDistDir}`;
  if (!caches.has(name)) {
    const build = buildId(serverDistDir);
    const prefix = `vitrine:page-cache:${build}:`;
    const log = createLogger(logLevel(env));
    caches.set(name, build ? new SharedPageCache(new RedisPageStore({ url: env.REDIS_URL, prefix, log }), log) : undefined);
  }
  return caches.get(name);
}

/** Ends the connections of this process's shared caches (tests). */
export async function closeSharedPageCaches(): Promise<void> {
  const closing = [...caches.values()].map((cache) => cache?.store.close());
  caches.clear();
  await Promise.all(closing);
}

/** The id of the build this process serves, from the file `next build` writes (none under `next dev`). */
function buildId(serverDistDir: string | undefined): string | undefined {
  try {
    return readFileSync(join(serverDistDir ?? '', '..', 'BUILD_ID'), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
