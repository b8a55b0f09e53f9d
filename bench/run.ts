// `npm run bench`: checks the performance budgets of the issue on a production build of the seeded demo
// and writes every figure to bench/results.json (docs/bench.md). Exits non-zero when a budget fails.
import type { Browser } from '@playwright/test';
import { runAxe } from './axe';
import { launchChromium } from './browser';
import { runDrafts } from './drafts';
import { runEditor } from './editor';
import { runFeeds } from './feeds';
import { runFirstLoadJs } from './first-load-js';
import { runFreshness } from './freshness';
import { runLighthouse } from './lighthouse';
import { environmentInfo, printSummary, writeJson, type BudgetCheck, type PartResult } from './report';
import { BENCH_DIST_DIR, buildApp, pickPort, prepareDatabase, startServer } from './server';
import { BASELINE_PATH } from './targets';
import { runSearchFlood } from './search-flood';
import { runScaleOut } from './scale-out';
import { runSearchMix, runSearchScale } from './search-scale-part';
import { runThroughput } from './throughput';

const RESULTS_DIR = 'bench/results';
const env = process.env;
const settings = {
  skipBuild: env.SKIP_BUILD === '1',
  skipTypeCheck: env.BENCH_SKIP_TYPECHECK === '1',
  connections: Number(env.BENCH_CONNECTIONS ?? 10),
  durationSeconds: Number(env.BENCH_DURATION ?? 10),
  warmupSeconds: Number(env.BENCH_WARMUP ?? 3),
  freshnessRounds: Number(env.BENCH_FRESHNESS_ROUNDS ?? 3),
  // One run read 88 and the next 96 for the same page and build: the median of three holds still.
  lighthouseRuns: Number(env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  parts: (env.BENCH_PARTS ?? 'throughput,search-flood,freshness,drafts,editor,first-load-js,axe,lighthouse,feeds,search-scale,search-mix,scale-out').split(','),
};

type Part = (baseUrl: string, browser: Browser, serverPid: number) => Promise<PartResult>;

const parts: Record<string, Part> = {
  throughput: (baseUrl) => runThroughput(baseUrl, settings),
  'search-flood': (baseUrl) => runSearchFlood(baseUrl, settings.durationSeconds),
  freshness: (baseUrl) => runFreshness(baseUrl, settings.freshnessRounds),
  drafts: (baseUrl) => runDrafts(baseUrl, settings.freshnessRounds),
  editor: (baseUrl, browser) => runEditor(baseUrl, browser),
  'first-load-js': (baseUrl, browser) => runFirstLoadJs(baseUrl, browser),
  axe: (baseUrl, browser) => runAxe(baseUrl, browser),
  lighthouse: (baseUrl) => runLighthouse(baseUrl, RESULTS_DIR, settings.lighthouseRuns),
  // Both product feeds of the seeded demo: time, and the server's memory while it streams them.
  feeds: (baseUrl, _browser, serverPid) => runFeeds(baseUrl, serverPid),
  // Its own catalogue of 100,000 products on PostgreSQL (BENCH_PG_URL, else DATABASE_URL), no server.
  'search-scale': () => Promise.resolve(runSearchScale()),
  // What shoppers ask, drawn at random from the catalogue's words, over HTTP on a server of its own (its own databases).
  'search-mix': () => Promise.resolve(runSearchMix()),
  // Two instances of the bench's build, HAProxy, Varnish, Redis and a PostgreSQL database of their own (SCALE_OUT_PG_URL).
  'scale-out': () => runScaleOut(BENCH_DIST_DIR, settings),
};

/** Runs each part; a part that breaks counts as a failed budget and the others still run. */
async function runParts(baseUrl: string, browser: Browser, serverPid: number) {
  const figures: Record<string, unknown> = {};
  const budgets: BudgetCheck[] = [];
  for (const name of settings.parts) {
    const part = parts[name];
    if (!part) throw new Error(`unknown part "${name}"; parts: ${Object.keys(parts).join(', ')}`);
    console.log(`\n== ${name}`);
    try {
      const result = await part(baseUrl, browser, serverPid);
      figures[name] = result.figures;
      budgets.push(...result.budgets);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`  ${name} failed: ${message}`);
      figures[name] = { error: message };
      budgets.push({ budget: name, subject: 'part ran', limit: 'completes', value: message, pass: false });
    }
  }
  return { figures, budgets };
}

async function main() {
  if (!settings.skipBuild) buildApp(settings.skipTypeCheck);
  prepareDatabase();
  const port = await pickPort();
  const server = await startServer(port, BASELINE_PATH);
  // The server runs in its own process group: Ctrl-C must not leave it holding the port.
  process.once('SIGINT', () => void server.stop().then(() => process.exit(130)));
  console.log(`\n== server on ${server.baseUrl} (log: ${BENCH_DIST_DIR}/server.log)`);
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const environment = environmentInfo();
    const { figures, budgets } = await runParts(server.baseUrl, browser, server.pid);
    writeJson('bench/results.json', { environment, settings, budgets, figures });
    printSummary(budgets);
    if (environment.loadAverage1m > environment.cpus) {
      console.warn(`Warning: load average ${environment.loadAverage1m} on ${environment.cpus} CPUs when measuring started; figures are not reliable.`);
    }
    console.log('Figures: bench/results.json; Lighthouse summaries: bench/results/lighthouse-*.json');
    process.exitCode = budgets.every((b) => b.pass) ? 0 : 1;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error('bench: failed', error);
  process.exit(2);
});
