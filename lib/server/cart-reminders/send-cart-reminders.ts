import 'server-only';
import { claimDueCartReminders } from '@/lib/db/cart-reminders/queries';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { cartReminderLink } from '@/lib/server/customers/mail-links';
import { deliverQueuedMailInBackground } from '@/lib/server/mail/after-queue';
import { cartReminderMail } from '@/lib/server/mail/cart-reminder-templates';
import { queueMail } from '@/lib/server/mail/queue';
import { getServerSecret } from '@/lib/server/security/secret';
import { cartReminderToken } from './cart-reminder-link';
import { reminderHourMs } from './reminder-hour';

/**
 * Queues the one reminder of every cart that is due (its shop's setting, lib/db/cart-reminders), each in
 * the transaction that marks the cart reminded, with links that restore the cart and unsubscribe.
 * Called by the instance's scheduler; answers how many went out.
 */
export async function sendDueCartReminders(now = new Date(), limit = 100): Promise<number> {
  const { defaultShop } = routingConfigFromEnv(process.env);
  // Read (and kept) before any claim: the tokens are signed inside transactions that may hold the only connection.
  await getServerSecret();
  const sent = await claimDueCartReminders(now, reminderHourMs(), limit, async (due, tx) => {
    const link = async (action: 'restore' | 'unsubscribe') =>
      cartReminderLink(due.shop, action, await cartReminderToken(due.shop.id, due.cartId, action, now.getTime()), due.locale, defaultShop);
    const links = { restore: await link('restore'), unsubscribe: await link('unsubscribe') };
    const mail = cartReminderMail(due.locale, due.shop.title, due.items, links);
    await queueMail(due.shop, { kind: 'cart-reminder', to: due.email, unsubscribeUrl: links.unsubscribe, ...mail }, tx);
  });
  if (sent > 0) deliverQueuedMailInBackground();
  return sent;
}
