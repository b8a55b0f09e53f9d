import { unstable_cache } from 'next/cache';

/**
 * Cache tags of what shopper pages show, per shop. Every write that changes one of these revalidates
 * its tag, so cached pages stay correct without expiring on a timer.
 */
export const TAGS = {
  /** Settings, locales, theme, legal and navigation: the shell of every page. */
  shop: (shopSlug: string) => `shop:${shopSlug}`,
  catalog: (shopSlug: string) => `catalog:${shopSlug}`,
  content: (shopSlug: string) => `content:${shopSlug}`,
} as const;

/** Reads through the Next.js data cache under a key and tags; pages built from it are cached with the same tags. */
export function cachedRead<T>(key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, key, { tags })();
}
