import { log } from '@/lib/log';
import { publishDueDocuments } from './scheduler';

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

/** Publishes what is due; a failure is logged and retried on the next tick. */
export async function publishDueNow(publish: () => Promise<unknown> = publishDueDocuments): Promise<void> {
  try {
    await publish();
  } catch (error) {
    log.warn({ err: error }, 'scheduled publishes failed; trying again on the next tick');
  }
}

/**
 * Starts the instance's timer for scheduled publishes, from server.ts. Every instance runs one: the
 * database hands each due document to exactly one of them (FOR UPDATE SKIP LOCKED), and the schedule
 * lives there, so a restart or a stopped instance loses none. The publish runs here, in the server,
 * and revalidates the shoppers' pages as every publish does (`revalidateTags`, which outside a request
 * asks the page cache itself: lib/page-cache/outside-request.ts). Ticks never overlap. Returns what
 * stops it (at shutdown): no tick starts after that, and it resolves once a tick under way is done.
 */
export function startSchedulerTimer(env: NodeJS.ProcessEnv = process.env, publish: () => Promise<unknown> = publishDueDocuments): () => Promise<void> {
  const interval = schedulerInterval(env.SCHEDULER_INTERVAL_MS);
  if (interval === 0) return async () => undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = publishDueNow(publish).then(() => {
      if (!stopped) timer = setTimeout(tick, interval).unref();
    });
  };
  timer = setTimeout(tick, interval).unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
