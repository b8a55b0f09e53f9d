import { getDb, type Executor } from '@/lib/db';
import { mailOutbox } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';
import { isSafeAddress, singleLine } from './message';

/** An email to send; `kind` names its purpose (password-reset, newsletter-confirmation, ...). */
export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/**
 * Puts an email into the shop's outbox (status pending). Nothing is sent here: delivery reads the outbox,
 * so an email survives a failing SMTP server and is retried. Pass a transaction to queue with other writes.
 */
export async function queueMail(shop: Pick<Shop, 'id'>, mail: OutgoingMail, executor?: Executor): Promise<string> {
  const to = mail.to.trim().toLowerCase();
  // Addresses come from validated input; this guards the SMTP commands against anything else.
  if (!isSafeAddress(to)) throw new Error(`Cannot queue mail to an unsafe address (${mail.kind})`);
  const db = executor ?? await getDb();
  const [row] = await db.insert(mailOutbox).values({
    shopId: shop.id, kind: mail.kind, to, subject: singleLine(mail.subject).slice(0, 500), text: mail.text, html: mail.html ?? null,
  }).returning({ id: mailOutbox.id });
  return row!.id;
}
