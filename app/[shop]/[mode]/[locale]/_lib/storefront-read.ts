import { TAGS } from '@/lib/server/cache-tags';
import { cachedRead, entityTags } from '@/lib/server/storefront-cache';
import type { Storefront } from './storefront';
import { toViewError } from './view-error';

/**
 * Reads data for a page: shoppers' through the data cache under a key and tags; the owner's editor
 * reads fresh on every request and leaves nothing in the cache that shoppers are served from. A typed
 * error of the service fails the page as a view error, which the error page shows with its status.
 */
export async function storefrontRead<T>(sf: Storefront, key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  try {
    return await (sf.mode === 'editor' ? read() : cachedRead(key, tags, read));
  } catch (error) {
    throw toViewError(error);
  }
}

/**
 * A read cached under the tags of the entities it shows (products, categories), which are known only
 * once it has run: a first entry, keyed alike and standing under the category tree's shape, keeps
 * which entities those are; the data itself stands under their tags, so a change of one of them
 * refreshes exactly the reads that show it. A cold cache runs the read once for both entries.
 */
export async function storefrontReadByEntities<T>(
  sf: Storefront, key: string[], tags: string[], read: () => Promise<T>, entitiesOf: (value: T) => Iterable<string>,
): Promise<T> {
  if (sf.mode === 'editor') return storefrontRead(sf, key, tags, read);
  const shopSlug = sf.shop.slug;
  let pending: Promise<T> | undefined;
  const readOnce = () => (pending ??= read());
  const shown = await storefrontRead(sf, [...key, 'entities'], [...tags, TAGS.categoryTree(shopSlug)],
    async () => entityTags(shopSlug, entitiesOf(await readOnce())));
  return storefrontRead(sf, key, [...tags, ...shown], readOnce);
}
