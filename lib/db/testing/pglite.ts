import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createPglite, fromPglite, type DatabaseHandle } from '../client';
import { migrateDatabase } from '../migrate';
import { contentsKey, type TestDatabaseContents } from './contents';
import { pgliteTemplateDirectory, testRunId } from './run';

/**
 * An in-memory PGlite, migrated and filled: loaded from the run's dump of such a database when there
 * is one (about a second), else built (migrations and a 60-product seed: about six) and dumped for the
 * next test file. Outside a run (no global setup) every database is built.
 */
export async function createPgliteTestDatabase(contents?: TestDatabaseContents): Promise<DatabaseHandle> {
  const runId = testRunId();
  const dump = runId ? path.join(pgliteTemplateDirectory(runId), `${contentsKey(contents)}.tar`) : undefined;
  if (dump && existsSync(dump)) return fromPglite(await createPglite({ loadDataDir: new Blob([await readFile(dump)]) }));
  const client = await createPglite();
  const handle = fromPglite(client);
  await migrateDatabase(handle);
  await contents?.fill(handle.db);
  if (dump) {
    // Written aside and renamed: a parallel worker reads a whole dump or none.
    const partial = `${dump}.${process.pid}`;
    await writeFile(partial, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await rename(partial, dump);
  }
  return handle;
}
