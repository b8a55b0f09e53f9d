import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from './client';
import { installDatabase } from './index';
import { MIGRATIONS_DIR, migrateDatabase } from './migrate';

/**
 * A fresh, migrated database for one test file, installed as the process database:
 * PGlite in memory by default; with `DATABASE_URL`, a new database on that server,
 * copied from a migrated template and dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  const handle = url ? await createPostgresTestDatabase(url) : await openPglite();
  if (!url) await migrateDatabase(handle);
  installDatabase(handle);
  return handle;
}

/** Names the template after the migrations, so that a schema change builds a new one. */
function templateName(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return `vitrine_tpl_${hash.digest('hex').slice(0, 12)}`;
}

function withDatabase(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

async function createPostgresTestDatabase(url: string): Promise<DatabaseHandle> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  const template = templateName();
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
  try {
    // Parallel Jest workers: one builds the template, the others wait on the lock.
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`create database "${template}"`);
      const templateHandle = openPostgres(withDatabase(url, template));
      try {
        await migrateDatabase(templateHandle);
      } catch (error) {
        await templateHandle.close();
        await admin.query(`drop database if exists "${template}"`);
        throw error;
      }
      await templateHandle.close();
    }
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    await admin.end();
  }
  const handle = openPostgres(withDatabase(url, name));
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
