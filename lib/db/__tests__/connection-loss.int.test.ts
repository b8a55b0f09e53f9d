import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { databaseOutageScope } from '@/lib/database-outage';
import { errorResponse } from '@/lib/http/error-response';
import type { DatabaseHandle } from '../client';
import { createTestDatabase } from '../testing';

// What a PostgreSQL restart does to the requests under way: their connections are terminated (57P01).
// PGlite runs in the process and has no connections to lose.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

let handle: DatabaseHandle;

/**
 * Terminates the test database's connections in `state` (pg_stat_activity's), as `pg_terminate_backend` or a
 * restart does to them. Only those: an idle pooled connection terminated too (this helper's own query leaves
 * one) could be handed to the next query before its socket's close arrives, which would test that race
 * rather than the pool's recovery.
 */
async function terminateConnections(state: 'active' | 'idle in transaction'): Promise<number> {
  const { rows } = await handle.db.execute(sql`select current_database() as name`) as unknown as { rows: { name: string }[] };
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and state = $2 and pid <> pg_backend_pid()', [rows[0]!.name, state]);
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

onServer('a request whose connection is terminated mid-query', () => {
  beforeAll(async () => { handle = await createTestDatabase(); });
  afterAll(() => handle.close());

  it('is answered 503 with Retry-After, not 500, and the next request is served on a new connection', async () => {
    const outage = databaseOutageScope();
    const request = outage.run(() => handle.db.execute(sql`select pg_sleep(5)`).then(() => 'served', (error: unknown) => error));
    // Until the query is running on the server.
    for (let i = 0; i < 50 && (await terminateConnections('active')) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    const error = await request;
    expect(error).not.toBe('served');
    expect(outage.failed()).toBe(true);
    const response = errorResponse(error, 'test');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');

    // Recovery: the pool opens a new connection by itself, no restart of the instance.
    const after = databaseOutageScope();
    const { rows } = await after.run(() => handle.db.execute(sql`select 1 as ok`)) as unknown as { rows: { ok: number }[] };
    expect(rows).toEqual([{ ok: 1 }]);
    expect(after.failed()).toBe(false);
  });
});

onServer('a connection terminated inside a transaction, between its queries', () => {
  beforeAll(async () => { handle = await createTestDatabase(); });
  afterAll(() => handle.close());

  it('fails the transaction\'s next query, not the process (no uncaught exception)', async () => {
    const uncaught: unknown[] = [];
    const note = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', note);
    try {
      const outcome = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // The client is checked out and idle: the server ends it now, as a restart does.
        while ((await terminateConnections('idle in transaction')) === 0) await new Promise((resolve) => setImmediate(resolve));
        // Time for the socket's close to reach the client (milliseconds; without a listener its 'error' is
        // uncaught here within about 300 ms), bounded at 1 s.
        for (let i = 0; i < 100 && uncaught.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
        await tx.execute(sql`select 1`);
      });
      await expect(outcome).rejects.toThrow();
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', note);
    }
  });
});
