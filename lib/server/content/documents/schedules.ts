import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { documentSchedules } from '@/lib/db/schema';
import type { DocumentRow } from './document-rows';

/** A planned publish of a document: of every language (`locale` null) or of one. */
export interface DocumentSchedule {
  id: string;
  locale: string | null;
  publishAt: string;
}

const ofLocale = (locale: string | null) => (locale === null ? isNull(documentSchedules.locale) : eq(documentSchedules.locale, locale));

/**
 * A document's planned publishes, the soonest first. A plan the previous release wrote in the old column
 * (`publish_at`, of every language) while both releases serve is one of them, under the document's own id,
 * which no row of `document_schedules` has: the owner sees it and cancels it alone like any other.
 */
export async function listSchedules(db: Executor, document: Pick<DocumentRow, 'id' | 'publishAt'>): Promise<DocumentSchedule[]> {
  const rows = await db.select().from(documentSchedules).where(eq(documentSchedules.documentId, document.id)).orderBy(asc(documentSchedules.publishAt));
  const plans = rows.map((row) => ({ id: row.id, locale: row.locale, publishAt: row.publishAt }));
  if (document.publishAt) plans.push({ id: document.id, locale: null, publishAt: document.publishAt });
  return plans.sort((a, b) => a.publishAt.getTime() - b.publishAt.getTime()).map((plan) => ({ ...plan, publishAt: plan.publishAt.toISOString() }));
}

/** Whether a plan's id names the previous release's plan in the old column (listSchedules). */
export const isOldColumnPlan = (document: Pick<DocumentRow, 'id' | 'publishAt'>, scheduleId: string) => document.publishAt !== null && scheduleId === document.id;

/** Plans the publish of a language (null: every language) at a time, replacing that language's earlier plan. */
export async function putSchedule(
  tx: Executor, row: { id: string; shopId: string }, locale: string | null, publishAt: Date, scheduledBy: string | null,
): Promise<void> {
  await tx.delete(documentSchedules).where(and(eq(documentSchedules.documentId, row.id), ofLocale(locale)));
  await tx.insert(documentSchedules).values({ shopId: row.shopId, documentId: row.id, locale, publishAt, scheduledBy });
}

/**
 * Drops what a publish made pointless: after one of every language (`locale` null) every plan, after one
 * of a language that language's. Answers how many were dropped.
 */
export async function clearSchedules(tx: Executor, documentId: string, locale: string | null): Promise<number> {
  const where = locale === null ? eq(documentSchedules.documentId, documentId) : and(eq(documentSchedules.documentId, documentId), ofLocale(locale));
  return (await tx.delete(documentSchedules).where(where).returning({ id: documentSchedules.id })).length;
}

/** Cancels one plan by its id; false when the document has no such plan. */
export async function cancelScheduleRow(tx: Executor, documentId: string, scheduleId: string): Promise<boolean> {
  const gone = await tx.delete(documentSchedules).where(and(eq(documentSchedules.documentId, documentId), eq(documentSchedules.id, scheduleId))).returning({ id: documentSchedules.id });
  return gone.length > 0;
}
