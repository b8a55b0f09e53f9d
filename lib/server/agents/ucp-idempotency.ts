import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { ucpIdempotencyKeys } from '@/lib/db/schema';
import { ConflictError } from '@/lib/server/errors';

/**
 * How long a key and its answer are kept: the REST binding asks the server to store the key with the
 * result "for at least 24 hours" (UCP 2026-04-08, checkout REST, Idempotency-Key), so we keep exactly that.
 */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Runs a UCP write once per Idempotency-Key (UCP checkout REST, HTTP headers): the key is claimed with
 * a hash of the request (operation, path, body) before the write; a replay gets the stored answer, the
 * same key with another request 409, a replay while the first still runs 409 as well. Answers are kept
 * whatever they were (a business outcome is an answer); a failure of the server releases the key so the
 * agent can retry.
 */
export async function oncePerKey(shopId: string, key: string, request: string, run: () => Promise<StoredAnswer>): Promise<StoredAnswer> {
  const requestHash = createHash('sha256').update(request).digest('hex');
  const db = await getDb();
  const claimed = await db.insert(ucpIdempotencyKeys).values({ shopId, key, requestHash }).onConflictDoNothing().returning({ key: ucpIdempotencyKeys.key });
  if (claimed.length === 0) {
    const [stored] = await db.select().from(ucpIdempotencyKeys).where(and(eq(ucpIdempotencyKeys.shopId, shopId), eq(ucpIdempotencyKeys.key, key)));
    if (!stored || stored.requestHash !== requestHash) throw new ConflictError('This Idempotency-Key was used for another request', 'IdempotencyKeyReused');
    if (stored.responseStatus === null) throw new ConflictError('A request with this Idempotency-Key is still running', 'IdempotencyKeyInProgress');
    return { status: stored.responseStatus, body: stored.responseBody };
  }
  let answer: StoredAnswer;
  try {
    answer = await run();
  } catch (error) {
    if (error instanceof Error && 'status' in error && typeof error.status === 'number' && error.status < 500) {
      answer = { status: error.status, body: { code: (error as { code?: string }).code ?? `Status${error.status}`, content: error.message } };
    } else {
      await db.delete(ucpIdempotencyKeys).where(and(eq(ucpIdempotencyKeys.shopId, shopId), eq(ucpIdempotencyKeys.key, key), isNull(ucpIdempotencyKeys.responseStatus)));
      throw error;
    }
  }
  await db.update(ucpIdempotencyKeys).set({ responseStatus: answer.status, responseBody: answer.body })
    .where(and(eq(ucpIdempotencyKeys.shopId, shopId), eq(ucpIdempotencyKeys.key, key)));
  return answer;
}

/**
 * Deletes the keys older than the retention (a scheduler tick's work, lib/server/scheduled-work.ts), of
 * every shop, answered or not: a request still "running" after a day has died with its process. A replay
 * after that runs the write again, which the spec allows once the retention is over. Answers how many went.
 */
export async function pruneIdempotencyKeys(): Promise<number> {
  const db = await getDb();
  const gone = await db.delete(ucpIdempotencyKeys)
    .where(lt(ucpIdempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_RETENTION_HOURS})`))
    .returning({ key: ucpIdempotencyKeys.key });
  return gone.length;
}
