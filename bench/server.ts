import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { serverArgs } from '../lib/testing/server-command';
import { answersWith, waitFor } from '../lib/testing/wait-for';

/**
 * Build directory and database of the benchmark, apart from the ones `npm start` and the e2e tests use.
 * BENCH_DIST_DIR gives a second build a folder of its own (a branch measured beside main's build on one host).
 */
export const BENCH_DIST_DIR = process.env.BENCH_DIST_DIR || '.next-bench';
/** The bench's own build has its pages (the baseline, `*.bench.tsx`), which production builds leave out (next.config.mjs). */
const BENCH_BUILD_ENV = { NEXT_DIST_DIR: BENCH_DIST_DIR, VITRINE_BENCH_BUILD: '1' };
export const BENCH_DATA_DIR = '.data/bench';
const PREFERRED_PORT = 3200;

/** Runs a command to its end with the benchmark's environment, failing loudly. */
export function runStep(label: string, command: string, args: string[], env: Record<string, string>): void {
  console.log(`\n== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${label} failed with exit code ${result.status}`);
}

/**
 * Builds into BENCH_DIST_DIR, after compiling the server (dist/, which the build's workers import the page
 * cache handler from). With `skipTypeCheck` it compiles and prerenders in two steps, which leaves out the
 * type check: other work in progress must not stop a measurement.
 */
export function buildApp(skipTypeCheck: boolean): void {
  const env = BENCH_BUILD_ENV;
  runStep('compile the server', 'node', ['scripts/compile-server.mjs'], env);
  if (!skipTypeCheck) return runStep('build', 'npx', ['next', 'build'], env);
  runStep('build (compile)', 'npx', ['next', 'build', '--experimental-build-mode', 'compile'], env);
  runStep('build (prerender)', 'npx', ['next', 'build', '--experimental-build-mode', 'generate'], env);
}

/** Replaces .data/bench with a freshly migrated and seeded demo database. */
export function prepareDatabase(): void {
  rmSync(BENCH_DATA_DIR, { recursive: true, force: true });
  runStep('database', 'npm', ['run', 'db:prepare'], { PGLITE_DIR: BENCH_DATA_DIR });
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** Port 3200 when it is free, else one the system hands out; BENCH_PORT overrides both. */
export async function pickPort(): Promise<number> {
  if (process.env.BENCH_PORT) return Number(process.env.BENCH_PORT);
  if (await isPortFree(PREFERRED_PORT)) return PREFERRED_PORT;
  return freePort();
}

/** A port the system hands out, free when asked (a second server's). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  /** The server's process (bench/feeds.ts reads its memory). */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts the server (dist/server.js, as `npm run serve`) on the benchmark build and database. No `-H
 * 127.0.0.1` (DESIGN.md: Next would forward its own rewrites over HTTP); the URL uses localhost. Its
 * output goes to server.log in BENCH_DIST_DIR. `env` adds to its environment (DATABASE_URL: a PostgreSQL
 * database instead of the PGlite one; `logName`: another log, for a second server).
 */
export async function startServer(port: number, probePath: string, env: Record<string, string> = {}, logName = 'server.log'): Promise<RunningServer> {
  // Another server on the port would answer the probe and every request in its place.
  if (!(await isPortFree(port))) throw new Error(`port ${port} is taken: another server would answer for this one`);
  const log = createWriteStream(join(BENCH_DIST_DIR, logName));
  const child = spawn(process.execPath, [...serverArgs(), '-p', String(port)], {
    // Trusts one proxy, so that the search flood can play many clients by X-Forwarded-For (bench/search-flood.ts).
    env: { ...process.env, ...BENCH_BUILD_ENV, PGLITE_DIR: BENCH_DATA_DIR, NODE_ENV: 'production', TRUSTED_PROXY_COUNT: '1', ...env },
    // Own process group, so stopping it also ends whatever it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  };
  try {
    await waitFor(answersWith(baseUrl + probePath), { what: `the server answering ${probePath}`, timeoutMs: 120_000, process: child, intervalMs: 250 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid!, stop };
}
