// The one module of the page cache that reaches into Next.js internals: Next's own cache handler (its
// memory cache, the pages prerendered at build time, its tag times), which the page cache handler
// extends and the shared page cache keeps its copies in. Next documents the methods a cache handler
// has (get, set, revalidateTag; next.config `cacheHandler`), not this class: its shape is pinned by
// __tests__/next-file-system-cache.test.ts, which fails when a Next.js upgrade changes it.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** A cache entry as Next keeps it; its value's shape depends on its kind (APP_PAGE, FETCH...). */
export interface CacheEntry {
  // Next's own type is internal too: the handlers read only the fields they name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  value: any;
  lastModified?: number;
  cacheControl?: unknown;
  [key: symbol]: unknown;
}

/** The context Next makes a cache handler with, for each request (serverDistDir: `.next/server`). */
export interface HandlerContext {
  serverDistDir?: string;
  maxMemoryCacheSize?: number;
  [key: string]: unknown;
}

/** The revalidation of `revalidateTag(tag, profile)`: expire after `expire` seconds (0: now). */
export interface TagDurations {
  expire?: number;
}

/** Next's memory cache of this process (an LRU), made by the first handler with a memory size. */
export interface NextMemoryCache {
  get(key: string): CacheEntry | undefined;
  set(key: string, entry: CacheEntry): void;
  remove(key: string): void;
}

/** The documented methods of a cache handler, as Next's own implements them. */
export interface NextCacheHandler {
  get(key: string, context?: unknown): Promise<CacheEntry | null>;
  set(key: string, data: unknown, context?: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: TagDurations): Promise<void>;
}

interface NextFileSystemCacheClass {
  new (context: HandlerContext): NextCacheHandler;
  memoryCache?: NextMemoryCache;
}

const moduleExports = FileSystemCacheModule as unknown as { default?: NextFileSystemCacheClass } & NextFileSystemCacheClass;

/** Next's file-system cache handler class (memory, prerendered pages on disk, the tags manifest). */
export const FileSystemCache: NextFileSystemCacheClass = moduleExports.default ?? moduleExports;

/** The memory cache every handler of this process shares, once one was made. */
export const nextMemoryCache = (): NextMemoryCache | undefined => FileSystemCache.memoryCache;
