import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { log } from '@/lib/log';
import { revalidateOutsideRequest } from '@/lib/page-cache/outside-request';
import { TAGS, type ChangedTags } from '@/lib/server/cache-tags';
import { purgeHttpCachesAfterAnswer } from '@/lib/server/http-cache/purge';

/**
 * At most this many entity tags per read: Next keeps 128 tags per cached entry (page tags included),
 * and drops the rest silently. A read naming more stands under `catalogEntities` instead, which every
 * entity change revalidates as well.
 */
export const ENTITY_TAG_LIMIT = 48;

/** The entity tags of a read, or the catalogue-wide stand-in when there are too many to name. */
export function entityTags(shopSlug: string, tags: Iterable<string>): string[] {
  const unique = [...new Set(tags)];
  return unique.length <= ENTITY_TAG_LIMIT ? unique : [TAGS.catalogEntities(shopSlug)];
}

/** Revalidated tags expire at once: the next request renders afresh (never the stale page meanwhile). */
const EXPIRE_NOW = { expire: 0 };

/**
 * Makes cached pages and data with the tags of a change (CHANGES in cache-tags.ts) fresh on their next
 * request, in Next.js and in the HTTP caches of HTTP_CACHE_PURGE_URL (one purge of all the tags, once
 * the answer is sent). Called by the services that change what shoppers see. Inside a
 * request Next applies the tags as the handler returns; outside one (the scheduler's publishes, a
 * script) Next's `revalidateTag` refuses, and the page cache of the process is asked directly, the
 * purge following it (lib/page-cache/outside-request.ts).
 */
export function revalidateTags(tags: ChangedTags): void {
  try {
    for (const tag of tags) revalidateTag(tag, EXPIRE_NOW);
  } catch (error) {
    log.debug({ tags, reason: (error as Error).message }, 'revalidating outside a request');
    revalidateOutsideRequest([...tags], EXPIRE_NOW, () => purgeHttpCachesAfterAnswer([...tags]));
    return;
  }
  purgeHttpCachesAfterAnswer([...tags]);
}

/** Reads through the Next.js data cache under a key and tags; pages built from it are cached with the same tags. */
export function cachedRead<T>(key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, key, { tags })();
}
