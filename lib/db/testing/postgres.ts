import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { openPostgres, type DatabaseHandle } from '../client';
import { MIGRATIONS_DIR, migrateDatabase } from '../migrate';
import { contentsKey, type TestDatabaseContents } from './contents';
import { POSTGRES_TEMPLATE_PREFIX, postgresRunTemplate, testRunId } from './run';

/** Names the migrated template after the migrations, so that a schema change builds a new one. */
function migratedTemplateName(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return `${POSTGRES_TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 12)}`;
}

/** The server's address `url` with another database named. */
export function withDatabase(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

/**
 * Creates `name` from `source` unless it exists, then runs `build` on it. Built under a temporary name
 * and renamed when done, so that a run killed half-way never leaves a template that looks finished.
 * The caller holds the template's lock.
 */
async function ensureTemplate(admin: Client, url: string, name: string, source: string | undefined, build: (handle: DatabaseHandle) => Promise<void>) {
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount) return;
  const building = `${name}_build`;
  await admin.query(`drop database if exists "${building}"`);
  await admin.query(`create database "${building}"${source ? ` template "${source}"` : ''}`);
  const handle = openPostgres(withDatabase(url, building));
  try {
    await build(handle);
  } catch (error) {
    await handle.close();
    await admin.query(`drop database if exists "${building}"`);
    throw error;
  }
  await handle.close();
  await admin.query(`alter database "${building}" rename to "${name}"`);
}

/**
 * A new database on the server, copied from a template, dropped again on close. The migrated template
 * is kept across runs (named after the migrations); a filled one belongs to the Jest run (./run.ts).
 * Outside a run the copy of the migrated template is filled per database.
 */
export async function createPostgresTestDatabase(url: string, contents?: TestDatabaseContents): Promise<DatabaseHandle> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  const migrated = migratedTemplateName();
  const runId = testRunId();
  const template = contents && runId ? postgresRunTemplate(migrated, contentsKey(contents), runId) : migrated;
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
  try {
    // Parallel Jest workers: one builds a template, the others wait on its lock.
    await admin.query('select pg_advisory_lock(hashtext($1))', [migrated]);
    try {
      await ensureTemplate(admin, url, migrated, undefined, migrateDatabase);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [migrated]);
    }
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      if (template !== migrated) await ensureTemplate(admin, url, template, migrated, (handle) => contents!.fill(handle.db));
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  } finally {
    await admin.end();
  }
  const handle = openPostgres(withDatabase(url, name));
  if (contents && !runId) await contents.fill(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
