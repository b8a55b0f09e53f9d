// Which database the shared page cache's entries belong to (lib/db/schema/cache-generation.ts).
// The page cache reads no database itself: Next loads it outside its bundles, and only services read
// the database, so the app offers the reading here before serving (server.ts, through
// lib/server/cache-generation.ts). Kept on globalThis, as the handler and the app are separate module copies.

/** Answers the database's current cache generation. */
export type CacheGenerationReader = () => Promise<string>;

const READER = Symbol.for('vitrine.cache-generation');
const holder = globalThis as typeof globalThis & { [READER]?: CacheGenerationReader };

/** Called once by the app as it starts, before the first request. */
export function offerCacheGeneration(read: CacheGenerationReader): void {
  holder[READER] = read;
}

/** The reader the app offered, or undefined before it did (then nothing is shared: see shared-page-cache.ts). */
export const cacheGenerationReader = (): CacheGenerationReader | undefined => holder[READER];
