import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Inserts rows keyed by column name into `table`, `batchSize` at a time, each batch one JSON document the
 * database unpacks (`jsonb_populate_recordset`): every value comes back as its column's type (bytea,
 * timestamps, arrays), and a batch is one parameter where binding each value took as long as the insert.
 */
export async function insertJsonRows(db: Executor, table: string, columns: readonly string[], rows: readonly Record<string, unknown>[], batchSize: number): Promise<void> {
  const name = sql.identifier(table);
  const list = sql.join(columns.map((column) => sql.identifier(column)), sql`, `);
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = JSON.stringify(rows.slice(start, start + batchSize));
    await db.execute(sql`insert into ${name} (${list}) select ${list} from jsonb_populate_recordset(null::${name}, ${batch}::jsonb)`);
  }
}
