import { pingDatabase } from '@/lib/db';
import { log } from '@/lib/log';
import { pingRedis } from './redis-ping';
import { isShuttingDown } from './shutdown-state';

/** How long one dependency may take to answer: a hung one makes readiness answer 503 within about 2 s. */
export const CHECK_TIMEOUT_MS = 1500;

export type Dependency = 'database' | 'redis';
export type CheckOutcome = 'ok' | 'failed' | 'timed out';
export type Checks = Partial<Record<Dependency, () => Promise<void>>>;

export interface Readiness {
  /**
   * ok: send requests; degraded: send requests, but Redis failed, so caches and rate limits are this
   * instance's own until it answers; unavailable: the database failed; shutting-down: this instance is stopping.
   */
  status: 'ok' | 'degraded' | 'unavailable' | 'shutting-down';
  checks: Partial<Record<Dependency, CheckOutcome>>;
}

/** What this instance depends on: the database, and Redis when REDIS_URL names one. */
export function configuredChecks(env: NodeJS.ProcessEnv = process.env): Checks {
  const redisUrl = env.REDIS_URL;
  return { database: pingDatabase, ...(redisUrl ? { redis: () => pingRedis(redisUrl, CHECK_TIMEOUT_MS) } : {}) };
}

/**
 * Whether this instance should be sent requests: the database answered within the timeout and the
 * instance is not shutting down. Redis is not required to serve: without it every instance falls back
 * to its own memory for caches and limits, so a Redis outage must not take every instance out of the
 * balancer at once; it is reported as degraded. The checks run side by side; why one failed goes to the log, not into
 * the answer, which anybody may read.
 */
export async function checkReadiness(
  checks: Checks = configuredChecks(),
  { timeoutMs = CHECK_TIMEOUT_MS, shuttingDown = isShuttingDown() }: { timeoutMs?: number; shuttingDown?: boolean } = {},
): Promise<Readiness> {
  // Stopping: the database may be closing, and the balancer needs no reason beyond this one.
  if (shuttingDown) return { status: 'shutting-down', checks: {} };
  const outcomes = await Promise.all(
    (Object.entries(checks) as [Dependency, () => Promise<void>][]).map(async ([dependency, ping]) => [dependency, await check(dependency, ping, timeoutMs)] as const),
  );
  const failed = outcomes.filter(([, outcome]) => outcome !== 'ok').map(([dependency]) => dependency);
  const status = failed.length === 0 ? 'ok' : failed.every((dependency) => dependency === 'redis') ? 'degraded' : 'unavailable';
  return { status, checks: Object.fromEntries(outcomes) };
}

async function check(dependency: Dependency, ping: () => Promise<void>, timeoutMs: number): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timed out'>((resolve) => { timer = setTimeout(() => resolve('timed out'), timeoutMs); });
  try {
    // A ping that fails after the timeout is still handled: race() listens to it.
    const outcome = await Promise.race([ping().then(() => 'ok' as const), late]);
    if (outcome === 'timed out') log.warn({ dependency, timeoutMs }, 'readiness: a dependency did not answer in time');
    return outcome;
  } catch (error) {
    log.warn({ dependency, err: error }, 'readiness: a dependency failed');
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
