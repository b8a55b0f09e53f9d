import autocannon from 'autocannon';
import type { PartResult } from './report';
import { BASELINE_PATH, SHOPPER_PAGES, THROUGHPUT_PAGES } from './targets';

/** Load of one URL: connections held open and seconds of load. */
export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /** Seconds of load before each measured run, not counted. */
  warmupSeconds: number;
}

interface Throughput {
  path: string;
  cache: string | null;
  requestsPerSecond: number;
  latencyP99Ms: number;
  latencyAverageMs: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/**
 * Requests a URL until it answers 200, so the measured requests find the page rendered and cached.
 * Returns the x-nextjs-cache header of the next answer: HIT for a cached page, none for a dynamic one.
 */
async function warm(url: string): Promise<string | null> {
  let status = 0;
  for (let attempt = 0; attempt < 5; attempt++) {
    status = (await fetch(url, { redirect: 'manual' })).status;
    if (status === 200) return (await fetch(url)).headers.get('x-nextjs-cache');
  }
  throw new Error(`${url} answers ${status}, not 200`);
}

/**
 * Renders the page, then loads it unmeasured: the figures are the steady state, not V8 compiling the
 * page's code paths (the first page after the server started measured 15 % below its own later runs).
 */
async function warmUp(url: string, load: LoadOptions): Promise<string | null> {
  const cache = await warm(url);
  await autocannon({ url, connections: load.connections, duration: load.warmupSeconds });
  return cache;
}

async function measure(baseUrl: string, path: string, load: LoadOptions): Promise<Throughput> {
  const url = baseUrl + path;
  const cache = await warmUp(url, load);
  const result = await autocannon({ url, connections: load.connections, duration: load.durationSeconds });
  return {
    path,
    cache,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    latencyAverageMs: result.latency.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A cached page's requests per second against the prerendered page's, at least. */
const MIN_RATIO = 0.8;

/**
 * Budget 1: each cached shopper page serves at least 0.8x the requests per second of the prerendered
 * baseline page of the same build (the goal; docs/bench.md says where a cached page's time goes). The static page is loaded before, between and after the shopper pages, and
 * each page is compared with the mean of the static runs on either side of it, so other work on the
 * machine weighs on both sides of a ratio alike; the spread of the static runs shows how much it did.
 */
export async function runThroughput(baseUrl: string, load: LoadOptions): Promise<PartResult> {
  const log = (name: string, t: Throughput) => console.log(`  ${name} ${t.path}: ${t.requestsPerSecond} req/s, p99 ${t.latencyP99Ms} ms, cache ${t.cache ?? '-'}`);
  // Every URL once under load before any is measured: a server that has not yet rendered the big pages
  // has a smaller heap, and its first static run measured 25 % above the later ones.
  for (const path of [BASELINE_PATH, ...THROUGHPUT_PAGES.map((name) => SHOPPER_PAGES[name])]) await warmUp(baseUrl + path, load);
  const staticRuns = [await measure(baseUrl, BASELINE_PATH, load)];
  log('static', staticRuns[0]!);
  const pages: Record<string, Throughput & { ratio: number; staticRequestsPerSecond: number }> = {};
  for (const name of THROUGHPUT_PAGES) {
    const page = await measure(baseUrl, SHOPPER_PAGES[name], load);
    log(name, page);
    const after = await measure(baseUrl, BASELINE_PATH, load);
    log('static', after);
    const reference = (staticRuns.at(-1)!.requestsPerSecond + after.requestsPerSecond) / 2;
    staticRuns.push(after);
    pages[name] = { ...page, staticRequestsPerSecond: reference, ratio: Math.round((page.requestsPerSecond / reference) * 100) / 100 };
  }
  const staticRates = staticRuns.map((r) => r.requestsPerSecond);
  const spreadPercent = Math.round(((Math.max(...staticRates) - Math.min(...staticRates)) / Math.max(...staticRates)) * 100);
  console.log(`  static runs spread ${spreadPercent} % (${staticRates.join(', ')} req/s)`);
  const budgets = Object.entries(pages).map(([name, page]) => ({
    budget: 'throughput',
    subject: `${name} req/s vs static (p99 ${page.latencyP99Ms} ms)`,
    limit: `>= ${MIN_RATIO}x, all 2xx`,
    value: page.ratio,
    pass: page.ratio >= MIN_RATIO && page.non2xx === 0 && page.errors === 0,
  }));
  return { figures: { load, static: { runs: staticRuns, spreadPercent }, pages }, budgets };
}
