import { publishDueDocuments } from '@/lib/server/content/documents/scheduler';
import { sendDueReviewRequests } from '@/lib/server/reviews/review-requests';

/**
 * What each scheduler tick does (server.ts): the due publishes, then the due review request mails. One
 * failing leaves the other to run; the first failure is thrown for the timer to log and retry next tick.
 */
export async function runScheduledWork(): Promise<void> {
  const results = await Promise.allSettled([publishDueDocuments(), sendDueReviewRequests()]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
