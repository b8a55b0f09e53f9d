import { cachedRead } from '@/lib/server/storefront-cache';
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
