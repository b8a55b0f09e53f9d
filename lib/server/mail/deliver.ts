import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/rows';
import { senderAddress, smtpTimeoutMs, smtpUrlFromEnv } from './config';
import { openMailTransport, type MailTransport } from './transport';

/** A row is tried at most this often; after that it stays in the outbox as failed for the owner to see. */
export const MAX_MAIL_ATTEMPTS = 5;
// A row claimed by a sender that never reported back (crashed instance) becomes due again after this.
const STALE_CLAIM_SECONDS = 120;

interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  list_unsubscribe: string | null;
  shop_title: string;
  shop_email: string;
  shop_base_url: string;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * Claims the oldest due row: new mail, failed mail whose back-off (attempts² minutes) has passed, or a
 * stale claim. The claim counts the attempt and stamps updated_at in one statement, and SKIP LOCKED keeps
 * two instances from sending the same email. This worker serves every shop, so it is not shop-scoped.
 */
async function claimNext(): Promise<ClaimedMail | null> {
  const db = await getDb();
  const [row] = await queryRows<ClaimedMail>(db, sql`
    update mail_outbox as m set attempts = m.attempts + 1, status = 'pending', updated_at = now()
    from shops s
    where s.id = m.shop_id and m.id = (
      select id from mail_outbox
      where attempts < ${MAX_MAIL_ATTEMPTS} and (
        (status = 'pending' and attempts = 0)
        or (status = 'failed' and updated_at <= now() - make_interval(mins => attempts * attempts))
        or (status = 'pending' and attempts > 0 and updated_at <= now() - make_interval(secs => ${STALE_CLAIM_SECONDS}))
      )
      order by created_at
      limit 1
      for update skip locked
    )
    returning m.id, m.to, m.subject, m.text, m.html, m.list_unsubscribe, s.title as shop_title, s.email as shop_email, s.base_url as shop_base_url`);
  return row ?? null;
}

async function markSent(id: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`update mail_outbox set status = 'sent', sent_at = now(), last_error = null, updated_at = now() where id = ${id}`);
}

async function markFailed(id: string, error: unknown): Promise<void> {
  const db = await getDb();
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await db.execute(sql`update mail_outbox set status = 'failed', last_error = ${message}, updated_at = now() where id = ${id}`);
}

function domainOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/**
 * RFC 8058's headers: mail clients offer their own "Unsubscribe", which POSTs `List-Unsubscribe=One-Click`
 * to the address; our mail links answer a GET only with a page and its button, so a scanner opening
 * links unsubscribes nobody.
 */
function oneClickUnsubscribe(url: string) {
  return { list: { unsubscribe: url }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

async function deliverOne(transport: MailTransport, mail: ClaimedMail, withinMs: number): Promise<boolean> {
  try {
    await transport.send({
      from: { name: mail.shop_title, address: senderAddress(mail.shop_email) }, to: mail.to,
      subject: mail.subject, text: mail.text, html: mail.html ?? undefined,
      ...(mail.list_unsubscribe ? oneClickUnsubscribe(mail.list_unsubscribe) : {}),
      // Named after the shop's own domain, whatever address it sends from (MAIL_FROM may be a relay's).
      messageId: `<${randomBytes(12).toString('hex')}@${domainOf(mail.shop_base_url)}>`,
    }, withinMs);
    await markSent(mail.id);
    return true;
  } catch (error) {
    await markFailed(mail.id, error);
    return false;
  }
}

/**
 * Sends due outbox rows through SMTP_URL (nodemailer), one at a time, up to `limit` rows and within
 * `budgetMs` overall; each row ends sent (sent_at) or failed (last_error, retried later). Without
 * SMTP_URL it does nothing and mail stays in the outbox.
 */
export async function deliverPendingMail({ limit = 20, budgetMs }: { limit?: number; budgetMs?: number } = {}): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  const smtpUrl = smtpUrlFromEnv();
  if (!smtpUrl) return result;
  const timeout = smtpTimeoutMs();
  const transport = openMailTransport(smtpUrl, timeout);
  const deadline = Date.now() + (budgetMs ?? Number.POSITIVE_INFINITY);
  try {
    for (let i = 0; i < limit; i += 1) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) break;
      const mail = await claimNext();
      if (!mail) break;
      if (await deliverOne(transport, mail, Math.min(timeout, remaining))) result.sent += 1;
      else result.failed += 1;
    }
  } finally {
    transport.close();
  }
  return result;
}
