import 'server-only';
import { sql } from 'drizzle-orm';
import { openConfiguredDatabase, type Database, type DatabaseHandle } from './client';

export type { Database, Executor, Transaction } from './client';

// The handle lives on globalThis so that Next's dev-mode module reloads reuse one PGlite instance
// (opening the same data directory twice corrupts it) and one connection pool.
const holder = globalThis as typeof globalThis & { __vitrineDb?: Promise<DatabaseHandle> };

/** The process-wide database, opened on first use. */
export async function getDb(): Promise<Database> {
  holder.__vitrineDb ??= openConfiguredDatabase();
  return (await holder.__vitrineDb).db;
}

/** Makes `getDb()` return the given handle; used by tests and scripts that open their own database. */
export function installDatabase(handle: DatabaseHandle): void {
  holder.__vitrineDb = Promise.resolve(handle);
}

/** Closes the process-wide database, if one was opened. */
export async function closeDb(): Promise<void> {
  const pending = holder.__vitrineDb;
  holder.__vitrineDb = undefined;
  if (pending) await (await pending).close();
}

/** Asks the process-wide database a trivial question: the readiness check's proof that it answers. */
export async function pingDatabase(): Promise<void> {
  await (await getDb()).execute(sql`select 1`);
}
