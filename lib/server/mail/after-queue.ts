import { log } from '@/lib/log';
import { smtpTimeoutMs } from './config';
import { deliverPendingMail } from './deliver';

// On globalThis: the shutdown (from server.ts, apart from the routes' bundles) waits for the
// deliveries the routes started.
const BACKGROUND = Symbol.for('vitrine.background-mail');
const holder = globalThis as typeof globalThis & { [BACKGROUND]?: Set<Promise<void>> };
const background = (holder[BACKGROUND] ??= new Set());

/**
 * Best-effort delivery right after an email was queued, inside the request: never throws (failures are
 * recorded on the rows and logged) and takes at most the SMTP timeout.
 */
export async function deliverQueuedMail(): Promise<void> {
  try {
    await deliverPendingMail({ limit: 5, budgetMs: smtpTimeoutMs() });
  } catch (error) {
    log.error({ err: error }, 'mail delivery run failed');
  }
}

/** Starts the same delivery without waiting for it, where the response time must not depend on SMTP. */
export function deliverQueuedMailInBackground(): void {
  const run = deliverQueuedMail().finally(() => background.delete(run));
  background.add(run);
}

/** Waits for deliveries started in the background (tests, graceful shutdown). */
export async function settleBackgroundMail(): Promise<void> {
  await Promise.all([...background]);
}
