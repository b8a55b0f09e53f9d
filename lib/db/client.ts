import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { noteDatabaseError } from '@/lib/database-outage';
import { log } from '@/lib/log';
import * as schema from './schema';

export type Schema = typeof schema;

/** The one database type services see, whether PGlite or a PostgreSQL server is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: what a service function that may run inside one accepts. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Where the embedded database keeps its files unless `PGLITE_DIR` says otherwise. */
export const DEFAULT_PGLITE_DIR = '.data/pglite';

/** Opens PGlite in a directory, or in memory when `dataDir` is undefined; pg_trgm is preloaded for search. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const directory = dataDir ? path.resolve(dataDir) : undefined;
  // PGlite creates its own directory but not the parents (`.data/` on a fresh clone).
  if (directory) mkdirSync(path.dirname(directory), { recursive: true });
  return fromPglite(await createPglite({ dataDir: directory }));
}

/** A PGlite instance with the extensions the schema needs (pg_trgm for search), from a directory, memory or a dump. */
export function createPglite(options: Pick<PGliteOptions, 'dataDir' | 'loadDataDir'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** Wraps an open PGlite instance (for example a clone of a seeded template) in a handle. */
export function fromPglite(client: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/**
 * Settings of every server session: shopper queries take milliseconds, and at catalogue scale JIT
 * compiling one cost 40-60 ms (docs/bench.md, "Search at catalogue scale"); parallel workers only
 * compete with the other connections for the same cores.
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

/**
 * How long a connection may stay idle before the pool closes it. A new connection's first statements
 * cost 5-15 ms more than a warm one's (a fresh server process with empty catalog caches, and each of
 * lib/db/prepared.ts's statements parsed and planned again). With pg's default of 10 s, connections
 * were closed and opened again every few seconds under one steady caller (the pool hands out the
 * connection released last, so the others sit idle): searches p95 34.4 -> 28.1 ms, suggestions 16.6 -> 14.1
 * with 5 minutes (docs/bench.md, "Connections kept warm").
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

/** Connects to a PostgreSQL server through a pool sized for one Next.js instance. */
export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new Pool({
    connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), idleTimeoutMillis: IDLE_CONNECTION_MS, options: POSTGRES_SESSION_OPTIONS,
  });
  let closing = false;
  // An idle connection the server drops (restart, failover, admin) emits 'error' on the pool; without a
  // listener that would crash the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => {
    if (!closing) log.error({ err: error }, 'PostgreSQL: an idle connection failed and was discarded');
  });
  notePoolOutages(pool);
  return {
    db: drizzleNodePg(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/** Wraps `method` of `target` so that a rejection it returns is noted before its caller sees it. */
function noteRejections<T extends object>(target: T, method: keyof T): void {
  const original = target[method] as (...args: unknown[]) => unknown;
  (target[method] as unknown) = function notingRejections(this: unknown, ...args: unknown[]) {
    const result = original.apply(this, args);
    if (result instanceof Promise) result.catch(noteDatabaseError);
    return result;
  };
}

/**
 * Tells the request being served that the database could not be reached, whichever query of it failed:
 * so that its answer is 503 with Retry-After rather than 500 (lib/database-outage.ts). Connecting fails
 * in `connect` (transactions) or `query` (single statements); a connection dying under a query fails its
 * client's `query`.
 */
function notePoolOutages(pool: Pool): void {
  noteRejections(pool, 'query');
  noteRejections(pool, 'connect');
  // The clients checked out: an idle one's error is the pool's to log (above), so it is logged once.
  const inUse = new WeakSet<object>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_error, client) => inUse.delete(client));
  pool.on('connect', (client) => {
    noteRejections(client, 'query');
    // A connection that dies while checked out but between queries (a transaction's client waiting on
    // the app) emits 'error' on the client, not the pool: unheard, that is an uncaught exception. Its
    // next query fails and answers the request; here it is only logged.
    client.on('error', (error) => {
      if (inUse.has(client)) log.warn({ err: error }, 'PostgreSQL: a connection in use failed');
    });
  });
}

/** Opens the database the environment names: `DATABASE_URL`, else PGlite under `PGLITE_DIR`. */
export function openConfiguredDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) return Promise.resolve(openPostgres(url));
  return openPglite(process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR);
}
