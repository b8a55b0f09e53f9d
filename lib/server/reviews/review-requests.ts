import 'server-only';
import { claimDueReviewRequests } from '@/lib/db/reviews/review-requests';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { productReviewLink } from '@/lib/server/customers/mail-links';
import { queueMail } from '@/lib/server/mail/queue';
import { reviewRequestMail } from '@/lib/server/mail/templates';
import { getServerSecret } from '@/lib/server/security/secret';
import { reviewLinkToken } from './review-link';

/** Days after an order was shipped (its last change to `shipped`) that its buyer is asked for reviews. */
export const REVIEW_REQUEST_DELAY_DAYS = 7;

/**
 * Queues the review request mail of every shipped order that is due, once per order (in the transaction
 * that marks it), with a signed review link per product. Called by the instance's scheduler; answers
 * how many orders were handled.
 */
export async function sendDueReviewRequests(now = new Date(), limit = 100): Promise<number> {
  const shippedBefore = new Date(now.getTime() - REVIEW_REQUEST_DELAY_DAYS * 24 * 60 * 60 * 1000);
  const { defaultShop } = routingConfigFromEnv(process.env);
  // Read (and kept) before any claim: the tokens are signed inside transactions that may hold the only connection.
  await getServerSecret();
  return claimDueReviewRequests(shippedBefore, limit, async (due, tx) => {
    const { shop } = due;
    const token = await reviewLinkToken(shop.id, due.orderId, now.getTime());
    const products = due.products.map((product) => ({ name: product.name, link: productReviewLink(shop, product.slug, token, due.locale, defaultShop) }));
    await queueMail(shop, { kind: 'review-request', to: due.email, ...reviewRequestMail(due.locale, shop.title, products) }, tx);
  });
}
