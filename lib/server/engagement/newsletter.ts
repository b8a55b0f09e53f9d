import { getDb } from '@/lib/db';
import { newsletterSubscriptions } from '@/lib/db/schema';
import { deliverQueuedMail } from '@/lib/server/mail/after-queue';
import { queueMail } from '@/lib/server/mail/queue';
import { newsletterConfirmationMail } from '@/lib/server/mail/templates';
import type { Shop } from '@/lib/server/shop/types';

/**
 * Subscribes an address to the shop's newsletter. Idempotent per shop and address: only the first
 * subscription queues the confirmation email, so repeating the call cannot flood an inbox.
 */
export async function subscribeToNewsletter(shop: Shop, email: string, locale: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(newsletterSubscriptions).values({ shopId: shop.id, email: address, locale })
      .onConflictDoNothing().returning({ id: newsletterSubscriptions.id });
    if (!row) return false;
    await queueMail(shop, { kind: 'newsletter-confirmation', to: address, ...newsletterConfirmationMail(locale, shop.title) }, tx);
    return true;
  });
  if (created) await deliverQueuedMail();
}
