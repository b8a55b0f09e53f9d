import { closeDb } from '@/lib/db';
import { log } from '@/lib/log';
import { settleOutsideRequestRevalidations } from '@/lib/page-cache/outside-request';
import { settleHttpCachePurges } from '@/lib/server/http-cache/purge';
import { settleBackgroundMail } from '@/lib/server/mail/after-queue';

/** How long a stopping instance finishes its requests unless SHUTDOWN_TIMEOUT_MS says otherwise: under the 30 s orchestrators usually grant. */
const DEFAULT_BOUND_MS = 25_000;

/** The bound of SHUTDOWN_TIMEOUT_MS: a whole number of milliseconds, at least 1 s. */
export function shutdownBound(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_BOUND_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1000) throw new Error(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds >= 1000, not ${value}`);
  return ms;
}

export interface ShutdownSteps {
  /** Readiness answers 503 and the timers stop: no new work is started here. Resolves once the work they started is done. */
  stopTakingWork(): Promise<void> | void;
  /** Resolves once the HTTP servers accept nothing more and have answered every request they had. */
  stopServers(): Promise<void>;
  /** Ends the connections still open, when the bound is reached. */
  cutConnections(): void;
  /** Waits for work the requests left running, then closes the database. */
  releaseResources(): Promise<void>;
  exit(code: number): void;
}

/**
 * Mail, page cache revalidations and HTTP cache purges a request or the scheduler left running (each
 * bounded by its timeout), then the database pool (or PGlite, which writes its files on close).
 */
export async function releaseResources(): Promise<void> {
  await settleOutsideRequestRevalidations();
  await Promise.all([settleBackgroundMail(), settleHttpCachePurges()]);
  await closeDb();
}

/**
 * The shutdown of an instance on SIGTERM or SIGINT: stop taking work, finish the requests in flight,
 * release the database, exit with the signal's code (143, 130). Whatever is still running when the
 * bound is reached is cut and the process exits with 1. A second signal changes nothing.
 */
export function createShutdown(steps: ShutdownSteps, boundMs: number) {
  let started = false;
  let exited = false;
  const exit = (code: number) => {
    if (exited) return;
    exited = true;
    steps.exit(code);
  };
  return async function shutdown(signal: 'SIGTERM' | 'SIGINT'): Promise<void> {
    if (started) return;
    started = true;
    log.info({ signal, boundMs }, 'shutting down: taking no new requests, finishing those in flight');
    const bound = setTimeout(() => {
      log.error({ boundMs }, 'shutdown: the bound was reached; cutting the open connections and exiting');
      steps.cutConnections();
      exit(1);
    }, boundMs);
    try {
      await steps.stopTakingWork();
      await steps.stopServers();
      await steps.releaseResources();
      if (!exited) log.info('shutdown: requests finished, database closed');
      exit(signal === 'SIGINT' ? 130 : 143);
    } catch (error) {
      log.error({ err: error }, 'shutdown: a step failed');
      exit(1);
    } finally {
      clearTimeout(bound);
    }
  };
}
