import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';

/** Rows per multi-row INSERT: far below PostgreSQL's 65,535 bind parameters for every seeded table. */
export const BATCH_SIZE = 1000;

/** Inserts rows with one multi-row statement per batch instead of one round trip per row. */
export async function insertInBatches<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(start, start + BATCH_SIZE));
  }
}
