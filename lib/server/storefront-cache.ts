import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { log } from '@/lib/log';
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

/**
 * Makes cached pages and data with the tags of a change (CHANGES in cache-tags.ts) fresh on their next
 * request, in Next.js and in the HTTP caches of HTTP_CACHE_PURGE_URL (one purge of all the tags, once
 * the answer is sent). Called by the services that change what shoppers see, inside a request (the
 * scheduler publishes through its endpoint for that reason); from a script, where Next.js has no cache
 * to purge, Next's part is a no-op rather than a failed write.
 */
export function revalidateTags(tags: ChangedTags): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      log.warn({ tag, reason: (error as Error).message }, 'revalidateTag outside a request');
    }
  }
  purgeHttpCachesAfterAnswer(tags);
}

/** Reads through the Next.js data cache under a key and tags; pages built from it are cached with the same tags. */
export function cachedRead<T>(key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, key, { tags })();
}
