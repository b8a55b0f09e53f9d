import { getDb } from '@/lib/db';
import { contactMessages } from '@/lib/db/schema';
import { deliverQueuedMail } from '@/lib/server/mail/after-queue';
import { queueMail } from '@/lib/server/mail/queue';
import { contactConfirmationMail, contactMessageMail } from '@/lib/server/mail/templates';
import type { Shop } from '@/lib/server/shop/types';
import { isSpam } from './spam-trap';

export interface ContactSubmission {
  name: string;
  email: string;
  message: string;
  /** Hidden spam-trap fields: people leave them empty. */
  traps: (string | undefined)[];
}

/**
 * Stores a contact message and emails it to the shop (in the shop's language), with a short receipt to
 * the sender (in the shopper's). A spam submission is dropped without a trace and without a different answer.
 */
export async function submitContactMessage(shop: Shop, submission: ContactSubmission, locale: string): Promise<void> {
  if (isSpam(submission.traps)) return;
  const { name, message } = submission;
  const email = submission.email.trim().toLowerCase();
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ shopId: shop.id, name, email, message });
    await queueMail(shop, { kind: 'contact-message', to: shop.email, ...contactMessageMail(shop.defaultLocale, shop.title, { name, email }, message) }, tx);
    await queueMail(shop, { kind: 'contact-confirmation', to: email, ...contactConfirmationMail(locale, shop.title) }, tx);
  });
  await deliverQueuedMail();
}
