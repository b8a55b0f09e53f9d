import { log } from '@/lib/log';
import { getServerSecret } from '@/lib/server/security/secret';
import { schedulerToken } from './scheduled-publishes';

/** How often each instance looks for due publishes unless SCHEDULER_INTERVAL_MS says otherwise (0: never). */
const DEFAULT_INTERVAL_MS = 15_000;

/** The interval of SCHEDULER_INTERVAL_MS: a whole number of milliseconds, at least 1 s; 0 turns the timer off. */
export function schedulerInterval(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_INTERVAL_MS;
  const ms = Number(value);
  if (ms === 0) return 0;
  if (!Number.isInteger(ms) || ms < 1000) throw new Error(`SCHEDULER_INTERVAL_MS must be 0 or a whole number of milliseconds >= 1000, not ${value}`);
  return ms;
}

/** Where this instance answers: SCHEDULER_URL, else its own port on the loopback interface. */
export const schedulerUrl = (env: NodeJS.ProcessEnv): string =>
  env.SCHEDULER_URL || `http://127.0.0.1:${env.PORT || 3000}/api/internal/scheduled-publishes`;

/** Asks this instance to publish what is due; a failure is logged and retried on the next tick. */
export async function requestScheduledPublishes(url: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST', headers: { authorization: `Bearer ${schedulerToken(await getServerSecret())}` }, signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) log.warn({ url, status: response.status }, 'scheduled publishes: the instance refused');
  } catch (error) {
    log.warn({ url, err: error }, 'scheduled publishes: the instance did not answer');
  }
}

/**
 * Starts the instance's timer for scheduled publishes, from instrumentation.ts. Every instance runs
 * one: the database hands each due document to exactly one of them (FOR UPDATE SKIP LOCKED), and the
 * schedule lives there, so a restart or a stopped instance loses none. Ticks never overlap. Returns
 * what stops it (at shutdown): no tick starts after that.
 */
export function startSchedulerTimer(env: NodeJS.ProcessEnv = process.env): () => void {
  const interval = schedulerInterval(env.SCHEDULER_INTERVAL_MS);
  // `next build` loads instrumentation too; there is no server to call then.
  if (interval === 0 || env.NEXT_PHASE === 'phase-production-build') return () => undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    await requestScheduledPublishes(schedulerUrl(env));
    if (!stopped) timer = setTimeout(tick, interval).unref();
  };
  timer = setTimeout(tick, interval).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
