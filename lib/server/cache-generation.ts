import 'server-only';
import { getDb } from '@/lib/db';
import { readCacheGeneration } from '@/lib/db/cache-generation';
import { offerCacheGeneration } from '@/lib/page-cache/cache-generation';

/**
 * Lets the shared page cache key its entries by the database's cache generation, read once per
 * request from the process's database (server.ts calls this before serving).
 */
export function offerDatabaseCacheGeneration(): void {
  offerCacheGeneration(async () => readCacheGeneration(await getDb()));
}
