import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import type { PartResult } from './report';

const RESULT_FILE = 'bench/results/search-scale.json';

/**
 * The part `search-scale`: search, suggestions, category pages and listings of a 100,000-product
 * catalogue on PostgreSQL (bench/search-scale.ts, which needs the react-server condition the bench
 * itself runs without, hence its own process). Skipped, with no budgets, unless BENCH_PG_URL or
 * DATABASE_URL names a server; the seeded catalogue is reused between runs.
 */
export function runSearchScale(): PartResult {
  if (!process.env.BENCH_PG_URL && !process.env.DATABASE_URL) {
    console.log('  skipped: set BENCH_PG_URL (or DATABASE_URL) to a PostgreSQL database it may seed');
    return { figures: { skipped: 'no BENCH_PG_URL or DATABASE_URL' }, budgets: [] };
  }
  rmSync(RESULT_FILE, { force: true });
  const run = spawnSync('npx', ['tsx', '--conditions=react-server', 'bench/search-scale.ts', '--json', RESULT_FILE], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`bench/search-scale.ts exited with ${run.status}`);
  return JSON.parse(readFileSync(RESULT_FILE, 'utf8')) as PartResult;
}
