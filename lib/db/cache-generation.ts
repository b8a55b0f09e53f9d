import { sql } from 'drizzle-orm';
import type { Database, Executor } from './client';
import { preparedStatement } from './prepared';
import { cacheGeneration } from './schema';

const generationRow = preparedStatement((db) => db.select({ generation: cacheGeneration.generation }).from(cacheGeneration).prepare('cache_generation'));

/** The database's cache generation (schema/cache-generation.ts): one primary-key read, prepared once. */
export async function readCacheGeneration(db: Database): Promise<string> {
  const [row] = await generationRow(db).execute();
  if (!row) throw new Error('cache_generation has no row: the database was not migrated (npm run db:prepare)');
  return row.generation;
}

/**
 * Gives the database a new cache generation, so the shared caches hold nothing for it: called in the
 * transaction that replaces the data (the seed) or after a restore. Answers the new generation.
 */
export async function renewCacheGeneration(db: Executor): Promise<string> {
  const [row] = await db.insert(cacheGeneration).values({}).onConflictDoUpdate({
    target: cacheGeneration.single,
    set: { generation: sql`gen_random_uuid()`, renewedAt: sql`now()` },
  }).returning({ generation: cacheGeneration.generation });
  return row!.generation;
}
