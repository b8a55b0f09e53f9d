import { cachedRead } from '@/lib/server/storefront-cache';
import type { Storefront } from './storefront';

/**
 * Reads data for a page: shoppers' through the data cache under a key and tags; the owner's editor
 * reads fresh on every request and leaves nothing in the cache that shoppers are served from.
 */
export function storefrontRead<T>(sf: Storefront, key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  return sf.mode === 'editor' ? read() : cachedRead(key, tags, read);
}
