import { log } from '@/lib/log';
import { markShuttingDown } from '@/lib/server/health/shutdown-state';
import { createShutdown, releaseResources, shutdownBound } from '@/lib/server/health/shutdown';
import { cutConnections, stopServers } from './server-hooks';

const INSTALLED = Symbol.for('vitrine.graceful-shutdown');

/** The part of `process` a shutdown uses; tests hand in a stand-in. */
type SignalledProcess = Pick<NodeJS.Process, 'on' | 'exit'>;

/**
 * Shuts this instance down gracefully on SIGTERM and SIGINT (lib/server/health/shutdown.ts), from
 * instrumentation.ts; `stopTimers` stops the work the instance starts by itself. Idempotent.
 *
 * `next start` handles both signals too (next/dist/server/lib/start-server.js): it closes its HTTP
 * server, waits for the requests in flight, and calls process.exit() the moment they are answered,
 * which would cut the database's close short and has no bound. So from the signal on, process.exit()
 * waits: this shutdown exits, once the database is closed or the bound is reached.
 */
export function installGracefulShutdown(stopTimers: () => void, env: NodeJS.ProcessEnv = process.env, proc: SignalledProcess = process): void {
  const holder = proc as SignalledProcess & { [INSTALLED]?: true };
  // `next build` loads instrumentation too; it serves nothing and has no pool to close.
  if (holder[INSTALLED] || env.NEXT_PHASE === 'phase-production-build') return;
  holder[INSTALLED] = true;
  const exit = proc.exit.bind(proc);
  const shutdown = createShutdown({
    stopTakingWork: () => {
      markShuttingDown();
      stopTimers();
    },
    stopServers,
    cutConnections,
    releaseResources,
    exit,
  }, shutdownBound(env.SHUTDOWN_TIMEOUT_MS));
  const onSignal = (signal: 'SIGTERM' | 'SIGINT') => {
    proc.exit = ((code?: number | string | null) => {
      log.debug({ code }, 'shutdown: an exit asked for meanwhile waits for the shutdown');
    }) as typeof proc.exit;
    void shutdown(signal);
  };
  proc.on('SIGTERM', onSignal);
  proc.on('SIGINT', onSignal);
}
