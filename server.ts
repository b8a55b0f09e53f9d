/**
 * The Vitrine server: `npm start` and `npm run serve` (production, `-p PORT`, `-H HOSTNAME` as `next
 * start` takes them), `npm run dev` (`--dev`). Next.js's documented custom server: Next renders and
 * routes, and this process owns what Next has no hook for.
 *
 * - Before Next sees a request (lib/http/instance-server.ts): the socket's peer address for rate
 *   limits, paths Next cannot decode mended, baseline security headers, search admission.
 * - The page cache is loaded before serving (the compiled handler, next.config `cacheHandler`), so that
 *   publishes outside a request can revalidate it (lib/page-cache/outside-request.ts).
 * - The page cache learns which database it caches for (lib/server/cache-generation.ts).
 * - The scheduler publishes due drafts and queues due review request mails itself (lib/server/content/documents/scheduler-timer.ts, lib/server/scheduled-work.ts).
 * - SIGTERM and SIGINT shut the instance down gracefully (lib/http/graceful-shutdown.ts).
 * - In production, a shop whose address is still a loopback one is logged (lib/server/shop/address-check.ts).
 *
 * Run with the `react-server` condition, as the repository's scripts are: the services it starts are
 * server-only code. In production compiled to dist/server.js first (scripts/compile-server.mjs), so that
 * no TypeScript loader sits in front of Next's `import()`s; `npm run dev` runs it under tsx.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { PAGE_CACHE_HANDLER } from './lib/build/compiled-server.mjs';

const { values: options } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    port: { type: 'string', short: 'p', default: process.env.PORT || '3000' },
    hostname: { type: 'string', short: 'H' },
  },
});
const port = Number(options.port);
const dev = options.dev;
// As `next start` and `next dev` do, before Next.js and the app's modules load and read them: the mode,
// and the port, where the proxy reaches this instance (lib/routing/shop-routing-lookup.ts).
(process.env as Record<string, string>).NODE_ENV ??= dev ? 'development' : 'production';
process.env.PORT = String(port);

const { default: next } = await import('next');
const app = next({ dev, port, hostname: options.hostname, dir: process.cwd() });
// Next sets up its Node.js environment (AsyncLocalStorage for its request stores) as it prepares: the
// app's modules, which import next/cache and next/server, load after it.
await app.prepare();

const [
  { installGracefulShutdown }, { createInstanceServer }, { createSearchGate, searchLimitsFromEnv }, { log }, { startSchedulerTimer },
  { warnAboutShopAddresses }, { offerDatabaseCacheGeneration }, { runScheduledWork },
] = await Promise.all([
  import('@/lib/http/graceful-shutdown'),
  import('@/lib/http/instance-server'),
  import('@/lib/http/search-admission'),
  import('@/lib/log'),
  import('@/lib/server/content/documents/scheduler-timer'),
  import('@/lib/server/shop/address-check'),
  import('@/lib/server/cache-generation'),
  import('@/lib/server/scheduled-work'),
  // The page cache handler, the very module Next loads (next.config `cacheHandler`, by the same file): it
  // offers itself for revalidations outside a request before the scheduler's first tick.
  import(pathToFileURL(join(process.cwd(), PAGE_CACHE_HANDLER)).href),
]);

// The shared page cache keys its entries by the database's cache generation: readable from the first request.
offerDatabaseCacheGeneration();
const instance = createInstanceServer(app.getRequestHandler(), createSearchGate(searchLimitsFromEnv(process.env)));
// Next's dev server reloads the browser over WebSockets (upgrade requests).
if (dev) instance.server.on('upgrade', (request, socket, head) => void app.getUpgradeHandler()(request, socket, head));
// Each tick publishes due drafts and queues due review request mails.
installGracefulShutdown(instance, startSchedulerTimer(process.env, runScheduledWork));
instance.server.listen(port, options.hostname, () => {
  log.info({ port, hostname: options.hostname ?? 'all interfaces', dev }, 'Vitrine is serving');
  // In production a shop still at the seed's localhost address publishes links nobody else can follow.
  if (!dev) void warnAboutShopAddresses();
});
