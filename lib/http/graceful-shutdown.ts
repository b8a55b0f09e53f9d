import { markShuttingDown } from '@/lib/server/health/shutdown-state';
import { createShutdown, releaseResources, shutdownBound } from '@/lib/server/health/shutdown';
import type { InstanceServer } from './instance-server';

/** The part of `process` a shutdown uses; tests hand in a stand-in. */
type SignalledProcess = Pick<NodeJS.Process, 'on' | 'exit'>;

/**
 * Shuts this instance down gracefully on SIGTERM and SIGINT (lib/server/health/shutdown.ts), from
 * server.ts, which owns the HTTP server: readiness answers 503 and `stopTimers` stops the work the
 * instance starts by itself; the server takes no new connections and answers what it has; then the
 * database closes and the process exits, within SHUTDOWN_TIMEOUT_MS.
 */
export function installGracefulShutdown(instance: InstanceServer, stopTimers: () => Promise<void> | void, env: NodeJS.ProcessEnv = process.env, proc: SignalledProcess = process): void {
  const shutdown = createShutdown({
    stopTakingWork: () => {
      markShuttingDown();
      return stopTimers();
    },
    stopServers: () => instance.stop(),
    cutConnections: () => instance.cutConnections(),
    releaseResources,
    exit: (code) => proc.exit(code),
  }, shutdownBound(env.SHUTDOWN_TIMEOUT_MS));
  // Handled for good: a second signal (a shell sends SIGINT twice) changes nothing, where Node would exit at once.
  proc.on('SIGTERM', () => void shutdown('SIGTERM'));
  proc.on('SIGINT', () => void shutdown('SIGINT'));
}
