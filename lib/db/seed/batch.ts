import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';
import { insertJsonRows } from '../rows';

/** Rows per multi-row INSERT: far below PostgreSQL's 65,535 bind parameters for every seeded table. */
export const BATCH_SIZE = 1000;

/** Inserts rows with one multi-row statement per batch instead of one round trip per row. */
export async function insertInBatches<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(start, start + BATCH_SIZE));
  }
}

/**
 * Inserts rows as one JSON document per batch that the database unpacks (insertJsonRows): for the
 * catalogue's millions of rows, mapping and binding each value as a parameter of its own took as long as
 * the database's work. Rows of plain JSON values only (no Buffer); a key some rows of a batch lack is NULL
 * in them, so a column with a default must be given in all or none.
 */
export async function insertJsonInBatches<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  const columns = Object.entries(getTableColumns(table));
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE) as Record<string, unknown>[];
    const given = columns.filter(([key]) => batch.some((row) => row[key] !== undefined));
    for (const [key, column] of given) {
      if (column.hasDefault && batch.some((row) => row[key] === undefined)) throw new Error(`${getTableName(table)}.${column.name}: given in some rows only`);
    }
    const named = batch.map((row) => Object.fromEntries(given.map(([key, column]) => [column.name, row[key] ?? null])));
    await insertJsonRows(db, getTableName(table), given.map(([, column]) => column.name), named, BATCH_SIZE);
  }
}
