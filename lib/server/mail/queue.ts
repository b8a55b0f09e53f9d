import { getDb, type Executor } from '@/lib/db';
import { mailOutbox } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';

/** An email to send; `kind` names its purpose (password-reset, newsletter-confirmation, ...). */
export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /**
   * The address that ends what the mail is about in one POST (RFC 8058): mail clients show their own
   * "Unsubscribe" for it (List-Unsubscribe, List-Unsubscribe-Post headers). Only for mails a shopper asked for.
   */
  unsubscribeUrl?: string | null;
}

// A plain address without anything that could end an SMTP command or a header early.
const SAFE_ADDRESS = /^[^\s<>()[\]\\,;:"@]+@[^\s<>()[\]\\,;:"@]+$/;

/**
 * Puts an email into the shop's outbox (status pending). Nothing is sent here: delivery reads the outbox,
 * so an email survives a failing SMTP server and is retried. Pass a transaction to queue with other writes.
 */
export async function queueMail(shop: Pick<Shop, 'id'>, mail: OutgoingMail, executor?: Executor): Promise<string> {
  const to = mail.to.trim().toLowerCase();
  // Addresses come from validated input; this keeps anything else out of the outbox (and the SMTP envelope).
  if (to.length > 320 || !SAFE_ADDRESS.test(to)) throw new Error(`Cannot queue mail to an unsafe address (${mail.kind})`);
  const db = executor ?? await getDb();
  const [row] = await db.insert(mailOutbox).values({
    // The subject on one line, as the outbox shows it and as it goes into the header.
    shopId: shop.id, kind: mail.kind, to, subject: mail.subject.replace(/[\r\n\t]+/g, ' ').trim().slice(0, 500), text: mail.text, html: mail.html ?? null,
    listUnsubscribe: mail.unsubscribeUrl ?? null,
  }).returning({ id: mailOutbox.id });
  return row!.id;
}
