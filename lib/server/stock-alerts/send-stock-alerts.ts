import 'server-only';
import { claimDueStockAlerts, productNaming } from '@/lib/db/stock-alerts/queries';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { productLink } from '@/lib/server/customers/mail-links';
import { deliverQueuedMailInBackground } from '@/lib/server/mail/after-queue';
import { queueMail } from '@/lib/server/mail/queue';
import { backInStockMail } from '@/lib/server/mail/stock-alert-templates';

/**
 * Queues the one back-in-stock mail of every confirmed alert whose product is in stock, each in the
 * transaction that ends the alert, and starts delivering them. Called by the scheduler (whatever raised
 * the stock) and right after an owner's stock change (`productIds`: only that product's); answers how many went out.
 */
export async function sendDueStockAlerts(productIds?: string[], limit = 100): Promise<number> {
  const { defaultShop } = routingConfigFromEnv(process.env);
  const sent = await claimDueStockAlerts(limit, async (due, tx) => {
    const naming = await productNaming(due.productId, due.locale, tx);
    if (!naming) return; // no text in the alert's language any more: the alert ends without a mail it could not word
    const mail = backInStockMail(due.locale, due.shop.title, naming.name, productLink(due.shop, naming.slug, due.locale, defaultShop));
    await queueMail(due.shop, { kind: 'back-in-stock', to: due.email, ...mail }, tx);
  }, productIds);
  if (sent > 0) deliverQueuedMailInBackground();
  return sent;
}
