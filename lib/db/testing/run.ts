import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

// One Jest run of the data project builds each template (a migrated and filled database) once and
// copies it for every test file: filling it per file cost seconds per file. The templates are the
// run's own, removed at its end, so none outlives a change of the migrations, the seed or the clock.
// No 'server-only' or `@/` import here: Jest's global setup loads this module without the project's
// module mapping.

const RUN_VARIABLE = 'VITRINE_TEST_RUN';
/** Every PostgreSQL template database's name starts so. */
export const POSTGRES_TEMPLATE_PREFIX = 'vitrine_tpl_';

/** The id of the Jest run in progress (set by its global setup), or undefined: then nothing is kept. */
export function testRunId(): string | undefined {
  return process.env[RUN_VARIABLE] || undefined;
}

/** Where the run keeps its PGlite templates (data directory dumps). */
export function pgliteTemplateDirectory(runId: string): string {
  return path.join(tmpdir(), `vitrine-test-${runId}`);
}

/** The PostgreSQL template of a run: the migrated template's name, the contents and the run. */
export function postgresRunTemplate(migratedTemplate: string, key: string, runId: string): string {
  return `${migratedTemplate}_${key}_${runId}`;
}

/** Global setup of the data project: names the run; Jest's workers inherit the variable. */
export function startTestRun(): void {
  const runId = randomBytes(4).toString('hex');
  process.env[RUN_VARIABLE] = runId;
  mkdirSync(pgliteTemplateDirectory(runId), { recursive: true });
}

/** Global teardown: removes the run's templates, PGlite dumps and PostgreSQL databases alike. */
export async function endTestRun(): Promise<void> {
  const runId = testRunId();
  if (!runId) return;
  rmSync(pgliteTemplateDirectory(runId), { recursive: true, force: true });
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1',
      [`${POSTGRES_TEMPLATE_PREFIX.replaceAll('_', '\\_')}%\\_${runId}%`]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
