// The benches of a seeded catalogue (search-scale.ts, search-mix.ts): the bench's database, created and
// seeded when it lacks the catalogue, a connection to it with its statements captured, and their plans.
// Run with `--conditions=react-server`.
import { spawnSync } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { and, count, eq, inArray, type Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { POSTGRES_SESSION_OPTIONS, type Database } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import * as schema from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';

/** Statements run while `capturing`, with their parameters, for EXPLAIN. */
const captured: { sql: string; params: unknown[] }[] = [];
let capturing = false;
const logger: Logger = { logQuery: (sql, params) => { if (capturing) captured.push({ sql, params }); } };

export interface Connection {
  kind: 'postgres' | 'pglite';
  db: Database;
  query: (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
}

/** PostgreSQL at `url` with the pool of one Next.js instance (lib/db/client.ts), sized like it; PGlite under `pgliteDir` without one. */
export async function connect(url: string | undefined, pgliteDir: string): Promise<Connection> {
  if (url) {
    const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), options: POSTGRES_SESSION_OPTIONS });
    return {
      kind: 'postgres', db: drizzleNodePg(pool, { schema, logger }) as unknown as Database,
      query: async (sql, params) => (await pool.query(sql, params)).rows, close: () => pool.end(),
    };
  }
  const client = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  return {
    kind: 'pglite', db: drizzlePglite(client, { schema, logger }) as unknown as Database,
    query: async (sql, params) => (await client.query<Record<string, unknown>>(sql, params)).rows, close: () => client.close(),
  };
}

export interface StatementPlan {
  sql: string;
  /** Execution time as EXPLAIN ANALYZE measured it. */
  ms: number;
  plan: string;
}

/** The statements `run` sends with their EXPLAIN (ANALYZE, BUFFERS), each the second time it runs (warm). */
export async function plansOf(connection: Connection, run: () => Promise<unknown>): Promise<StatementPlan[]> {
  await run();
  captured.length = 0;
  capturing = true;
  try {
    await run();
  } finally {
    capturing = false;
  }
  const statements = captured.splice(0);
  const plans: StatementPlan[] = [];
  for (const statement of statements) {
    const rows = await connection.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
    const plan = rows.map((row) => String(Object.values(row)[0])).join('\n');
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
    plans.push({ sql: statement.sql, ms, plan });
  }
  return plans;
}

/** Creates the database `url` names on its server unless it exists (the bench's own, e.g. vitrine_bench_100k). */
export async function createDatabaseIfAbsent(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const pool = new Pool({ connectionString: server.toString(), max: 1 });
  try {
    const { rowCount } = await pool.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await pool.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await pool.end();
  }
}

async function demoProducts(db: Database): Promise<number> {
  const [shop] = await db.select({ id: schema.shops.id }).from(schema.shops).where(eq(schema.shops.slug, DEMO.shops.demo.slug));
  if (!shop) return 0;
  const [row] = await db.select({ n: count() }).from(schema.products)
    .where(and(eq(schema.products.shopId, shop.id), inArray(schema.products.kind, ['simple', 'master'])));
  return row?.n ?? 0;
}

/**
 * Seeds `products` products (`npm run seed`) unless the demo shop already has that many: the seed takes
 * minutes at 100,000 and half an hour at 1,000,000, so a catalogue is kept between runs. The connection
 * is closed when it seeds (PGlite allows one process); open another after.
 */
export async function ensureCatalogue(connection: Connection, products: number, target: { url?: string; pgliteDir: string }, label: string):
  Promise<{ seeded: boolean; products: number; seedSeconds?: number }> {
  await migrateDatabase({ db: connection.db, kind: connection.kind, close: connection.close });
  const present = await demoProducts(connection.db);
  if (present >= products) return { seeded: false, products: present };
  await connection.close();
  console.log(`${label}: seeding ${products} products (the demo shop has ${present})`);
  const seedEnv = target.url ? { DATABASE_URL: target.url } : { PGLITE_DIR: target.pgliteDir };
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'seed', '--', '--products', String(products)], { stdio: 'inherit', env: { ...process.env, ...seedEnv } });
  if (result.status !== 0) throw new Error(`seed failed with exit code ${result.status}`);
  return { seeded: true, products, seedSeconds: Math.round((performance.now() - started) / 1000) };
}
