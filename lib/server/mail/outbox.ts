import { and, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { mailOutbox } from '@/lib/db/schema';
import type { Shop } from '@/lib/server/shop/types';

export type MailStatus = 'pending' | 'sent' | 'failed';

/** Mail whose text would let its reader act as the recipient (a live password-reset or confirmation link, which signs in). */
const SECRET_KINDS = new Set(['password-reset', 'account-confirmation']);
const WITHHELD = '[withheld: this email carries a link for the recipient only]';

/** One page of the shop's outbox, newest first, for the owner (e.g. to relay mail while no SMTP server is set). */
export async function listOutbox(shop: Shop, options: { page: number; resultsPerPage: number; status?: MailStatus }) {
  const db = await getDb();
  const where = and(eq(mailOutbox.shopId, shop.id), options.status ? eq(mailOutbox.status, options.status) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(mailOutbox).where(where);
  const rows = await db.select().from(mailOutbox).where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.resultsPerPage).offset((options.page - 1) * options.resultsPerPage);
  return {
    items: rows.map((row) => ({
      id: row.id, kind: row.kind, to: row.to, subject: row.subject,
      // The owner sees that a reset or confirmation mail exists, never its link: that would hand over the customer's account.
      text: SECRET_KINDS.has(row.kind) ? WITHHELD : row.text,
      html: SECRET_KINDS.has(row.kind) ? null : row.html,
      status: row.status,
      attempts: row.attempts, lastError: row.lastError, sentAt: row.sentAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString(),
    })),
    total, page: options.page, resultsPerPage: options.resultsPerPage,
  };
}
