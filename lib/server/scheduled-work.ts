import { pruneIdempotencyKeys } from '@/lib/server/agents/ucp-idempotency';
import { sendDueCartReminders } from '@/lib/server/cart-reminders/send-cart-reminders';
import { publishDueDocuments } from '@/lib/server/content/documents/scheduler';
import { sendDueReviewRequests } from '@/lib/server/reviews/review-requests';
import { sendDueStockAlerts } from '@/lib/server/stock-alerts/send-stock-alerts';

/**
 * What each scheduler tick does (server.ts): the due publishes, the due review request mails, the
 * back-in-stock mails of products whose stock came back by any path, the due cart reminders, and the
 * pruning of UCP idempotency keys past their retention. One
 * failing leaves the others to run; the first failure is thrown for the timer to log and retry next tick.
 */
export async function runScheduledWork(): Promise<void> {
  const results = await Promise.allSettled([publishDueDocuments(), sendDueReviewRequests(), sendDueStockAlerts(), sendDueCartReminders(), pruneIdempotencyKeys()]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
