import { pingDatabase } from '@/lib/db';
import { log } from '@/lib/log';
import { findShopAddressProblems, type ShopAddressProblem } from '@/lib/server/shop/address-check';
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
  /**
   * In production only, when a shop's address is this machine's own or not the host SHOP_HOSTS routes it
   * by: its links, sitemap and mails lead nowhere. Said, not failed: the instance serves the shop well
   * otherwise, and its owner fixes the address on the running shop.
   */
  shopAddresses?: ShopAddressProblem[];
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
  { timeoutMs = CHECK_TIMEOUT_MS, shuttingDown = isShuttingDown(), shopAddresses = configuredAddressCheck() }: {
    timeoutMs?: number; shuttingDown?: boolean; shopAddresses?: (() => Promise<ShopAddressProblem[]>) | null;
  } = {},
): Promise<Readiness> {
  // Stopping: the database may be closing, and the balancer needs no reason beyond this one.
  if (shuttingDown) return { status: 'shutting-down', checks: {} };
  const outcomes = await Promise.all(
    (Object.entries(checks) as [Dependency, () => Promise<void>][]).map(async ([dependency, ping]) => [dependency, await check(dependency, ping, timeoutMs)] as const),
  );
  const failed = outcomes.filter(([, outcome]) => outcome !== 'ok').map(([dependency]) => dependency);
  const status = failed.length === 0 ? 'ok' : failed.every((dependency) => dependency === 'redis') ? 'degraded' : 'unavailable';
  const problems = status !== 'unavailable' && shopAddresses ? await addressProblems(shopAddresses) : [];
  return { status, checks: Object.fromEntries(outcomes), ...(problems.length > 0 ? { shopAddresses: problems } : {}) };
}

/** The shops' addresses are checked in production, where shoppers follow the links; elsewhere localhost is right. */
function configuredAddressCheck(env: NodeJS.ProcessEnv = process.env): (() => Promise<ShopAddressProblem[]>) | null {
  return env.NODE_ENV === 'production' ? () => findShopAddressProblems(env) : null;
}

/** The address problems, or none when the shops could not be read: readiness is about serving, which the database check decides. */
async function addressProblems(check: () => Promise<ShopAddressProblem[]>): Promise<ShopAddressProblem[]> {
  try {
    return await check();
  } catch (error) {
    log.warn({ err: error }, 'readiness: the shops\' addresses could not be checked');
    return [];
  }
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
