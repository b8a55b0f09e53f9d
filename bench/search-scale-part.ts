import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import type { PartResult } from './report';

const RESULT_FILE = 'bench/results/search-scale.json';

/**
 * One run of bench/search-scale.ts in its own process (it needs the react-server condition the bench
 * runs without), its plans written to `plansFile`.
 */
function measureScale(env: NodeJS.ProcessEnv, plansFile: string): PartResult {
  rmSync(RESULT_FILE, { force: true });
  const run = spawnSync('npx', ['tsx', '--conditions=react-server', 'bench/search-scale.ts', '--json', RESULT_FILE, '--plans', plansFile], { stdio: 'inherit', env });
  if (run.status !== 0) throw new Error(`bench/search-scale.ts exited with ${run.status}`);
  return JSON.parse(readFileSync(RESULT_FILE, 'utf8')) as PartResult;
}

/**
 * The part `search-scale`: search, suggestions, category pages and listings of a 100,000-product
 * catalogue on PostgreSQL, budgeted. Skipped, with no budgets, unless BENCH_PG_URL or DATABASE_URL
 * names a server; the seeded catalogue is reused between runs. With BENCH_SCALE_PGLITE=1 the same
 * catalogue on PGlite (under BENCH_PGLITE_DIR, seeded once: about 15 minutes) is measured too and
 * recorded under `pglite`, without budgets: PGlite answers one statement at a time.
 */
export function runSearchScale(): PartResult {
  const { BENCH_PG_URL, DATABASE_URL, ...withoutServer } = process.env;
  const postgres: PartResult = BENCH_PG_URL || DATABASE_URL
    ? measureScale(process.env, 'bench/results/search-scale-plans.txt')
    : { figures: { skipped: 'no BENCH_PG_URL or DATABASE_URL' }, budgets: [] };
  if (!BENCH_PG_URL && !DATABASE_URL) console.log('  PostgreSQL skipped: set BENCH_PG_URL (or DATABASE_URL) to a database it may seed');
  if (process.env.BENCH_SCALE_PGLITE !== '1') return postgres;
  const pglite = measureScale(withoutServer, 'bench/results/search-scale-plans-pglite.txt');
  return { figures: { ...(postgres.figures as Record<string, unknown>), pglite: pglite.figures }, budgets: postgres.budgets };
}

const MIX_RESULT_FILE = 'bench/results/search-mix.json';

/**
 * The part `search-mix` (bench/search-mix.ts): a random mix of searches, suggestions, listings and
 * category pages over HTTP at each size of BENCH_SEARCH_SIZES, budgeted. Skipped, with no budgets,
 * unless BENCH_PG_URL or DATABASE_URL names a server (it creates and seeds its databases there).
 */
export function runSearchMix(): PartResult {
  if (!process.env.BENCH_PG_URL && !process.env.DATABASE_URL) {
    console.log('  skipped: set BENCH_PG_URL (or DATABASE_URL) to a PostgreSQL server it may create databases on');
    return { figures: { skipped: 'no BENCH_PG_URL or DATABASE_URL' }, budgets: [] };
  }
  rmSync(MIX_RESULT_FILE, { force: true });
  const run = spawnSync('npx', ['tsx', '--conditions=react-server', 'bench/search-mix.ts', '--json', MIX_RESULT_FILE], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`bench/search-mix.ts exited with ${run.status}`);
  return JSON.parse(readFileSync(MIX_RESULT_FILE, 'utf8')) as PartResult;
}
