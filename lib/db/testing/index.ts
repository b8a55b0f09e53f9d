import type { DatabaseHandle } from '../client';
import { installDatabase } from '../index';
import type { TestDatabaseContents } from './contents';
import { createPgliteTestDatabase } from './pglite';
import { createPostgresTestDatabase } from './postgres';

export type { TestDatabaseContents } from './contents';

/**
 * A fresh, migrated database for one test file, holding `contents` if given, installed as the process
 * database: PGlite in memory by default; with `DATABASE_URL`, a new database on that server, dropped
 * again on close. Either is a copy of a template the test run built once (./run.ts).
 */
export async function createTestDatabase(contents?: TestDatabaseContents): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  const handle = url ? await createPostgresTestDatabase(url, contents) : await createPgliteTestDatabase(contents);
  installDatabase(handle);
  return handle;
}
