// What Next's routing costs each kind of request, on a build, in this process (docs/bench.md, "A market's
// pages and the rewrite"): the router (`resolveRoutes`: headers, the proxy's matcher, the rewrites, the
// filesystem and dynamic routes) and the page handler's second pass over the rewrites (`handleRewrites`),
// run through Next's own modules on the build's routes. No server and no sockets, so a shared host's noise
// mostly drops out: each request shape is timed in turn, round after round, and the fastest round counts.
// RULES=file.json times another list of beforeFiles rewrites (as routes-manifest.json holds them) on the
// same build, so a change of the rules is measured before it is built. Usage, after a bench build:
//   BENCH_DIST_DIR=.next-bench npx tsx bench/routing-cost.ts
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PHASE_PRODUCTION_SERVER } from 'next/dist/shared/lib/constants';
import { buildCustomRoute, setupFsCheck } from 'next/dist/server/lib/router-utils/filesystem';
import { getResolveRoutes } from 'next/dist/server/lib/router-utils/resolve-routes';
import { getServerUtils } from 'next/dist/server/server-utils';
import { parseReqUrl } from 'next/dist/lib/url';
import type { Rewrite } from 'next/dist/lib/load-custom-routes';
import { DEMO } from '@/lib/db/seed/demo';
import { hrefFor, routes } from '@/lib/routing/links';
import { BENCH_DIST_DIR } from './server';
import { BASELINE_PATH, MARKET_CASE, SHOPPER_PAGES } from './targets';

// Next's config loader is CommonJS with a default export, which an ES module's default import would see as the whole module.
const { default: loadConfig } = createRequire(import.meta.url)('next/dist/server/config') as typeof import('next/dist/server/config');

const ROUNDS = 15;
const REQUESTS_PER_ROUND = 1000;

/** The throughput part's requests (bench/throughput.ts), and the product page in German, which a rewrite also routes. */
const CASES: Record<string, { path: string; cookie?: string }> = {
  static: { path: BASELINE_PATH },
  home: { path: SHOPPER_PAGES.home },
  category: { path: SHOPPER_PAGES.category },
  product: { path: SHOPPER_PAGES.product },
  [MARKET_CASE.name]: { path: SHOPPER_PAGES[MARKET_CASE.page], cookie: MARKET_CASE.cookie },
  'product-de': { path: hrefFor(routes.product(DEMO.products.master.slug.de), { editor: false, locale: 'de', defaultLocale: DEMO.shops.demo.defaultLocale }) },
};

/** What the router reads of a request: a browser's navigation, as far as routing goes. */
function request({ path, cookie }: { path: string; cookie?: string }): IncomingMessage {
  const headers = { host: 'localhost:3200', accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', ...(cookie ? { cookie } : {}) };
  return { url: path, method: 'GET', headers, socket: {} } as unknown as IncomingMessage;
}
const response = { setHeader() {}, getHeader() {}, closed: false, finished: false } as unknown as ServerResponse;

/** The URL as the page handler parses it before its pass over the rewrites. */
function parsedUrl(path: string) {
  const url = parseReqUrl(path);
  if (!url) throw new Error(`${path} is no URL`);
  return url;
}

const micros = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e3;

async function main() {
  process.env.NEXT_DIST_DIR = BENCH_DIST_DIR;
  process.env.VITRINE_BENCH_BUILD = '1';
  const dir = process.cwd();
  const config = await loadConfig(PHASE_PRODUCTION_SERVER, dir, { silent: true });
  const manifest = JSON.parse(readFileSync(join(dir, BENCH_DIST_DIR, 'routes-manifest.json'), 'utf8')) as { rewrites: { beforeFiles: Rewrite[]; afterFiles: Rewrite[]; fallback: Rewrite[] } };
  const beforeFiles = process.env.RULES ? (JSON.parse(readFileSync(process.env.RULES, 'utf8')) as Rewrite[]) : manifest.rewrites.beforeFiles;
  const fsChecker = await setupFsCheck({ dev: false, dir, config, minimalMode: false });
  fsChecker.rewrites.beforeFiles = beforeFiles.map((rule) => buildCustomRoute('before_files_rewrite', rule));
  const opts = { dir, dev: false, minimalMode: false, port: 3200, hostname: 'localhost' } as Parameters<typeof getResolveRoutes>[3];
  const resolveRoutes = getResolveRoutes(fsChecker, config, () => '', opts, undefined as never, {} as never);
  const route = (path: string, cookie?: string) => resolveRoutes({ req: request({ path, cookie }), res: response, isUpgradeReq: false, signal: undefined as never, invokedOutputs: new Set() });

  const cases = [];
  for (const [name, { path, cookie }] of Object.entries(CASES)) {
    const routed = await route(path, cookie);
    const page = routed.matchedOutput?.itemPath ?? '(none)';
    const utils = getServerUtils({ page, basePath: '', rewrites: { ...manifest.rewrites, beforeFiles }, pageIsDynamic: page.includes('['), caseSensitive: false });
    cases.push({ name, path, cookie, page, routedTo: routed.parsedUrl.pathname, utils, router: Infinity, handler: Infinity });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of cases) {
      let since = process.hrtime.bigint();
      for (let i = 0; i < REQUESTS_PER_ROUND; i++) await route(c.path, c.cookie);
      c.router = Math.min(c.router, micros(since) / REQUESTS_PER_ROUND);
      since = process.hrtime.bigint();
      for (let i = 0; i < REQUESTS_PER_ROUND; i++) c.utils.handleRewrites(request(c), parsedUrl(c.path));
      c.handler = Math.min(c.handler, micros(since) / REQUESTS_PER_ROUND);
    }
  }
  console.log(`${beforeFiles.length} beforeFiles rewrites (${process.env.RULES ?? 'the build\'s'}); µs a request, fastest of ${ROUNDS} rounds:`);
  for (const c of cases) {
    console.log(`  ${c.name.padEnd(18)} router ${c.router.toFixed(1).padStart(6)}  handler ${c.handler.toFixed(1).padStart(6)}  both ${(c.router + c.handler).toFixed(1).padStart(6)}  ${c.path}${c.cookie ? ' (cookie)' : ''} -> ${c.routedTo} (${c.page})`);
  }
}

main().catch((error: unknown) => {
  console.error('routing-cost: failed', error);
  process.exit(1);
});
