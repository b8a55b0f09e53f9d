// `npx tsx --conditions=react-server bench/search-scale.ts [--json <file>] [--plans <file>]`: the shopper
// queries of search, suggestions, category pages and product listings at catalogue scale, called as the
// API and the pages call them (uncached), by concurrent callers; prints p50/p95 per kind and the plan of
// each query shape. Against DATABASE_URL (or BENCH_PG_URL); a database with fewer than
// BENCH_SCALE_PRODUCTS products in the demo shop (100,000 by default) is seeded first, one that has
// them is reused. Without either URL it measures PGlite under BENCH_PGLITE_DIR (.data/bench-scale).
// `npm run bench` runs it as its part `search-scale` (bench/search-scale-part.ts).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { and, count, eq, inArray, type Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { DEFAULT_RESULTS_PER_PAGE, defaultCategorySort } from '@/lib/catalog/listing';
import { POSTGRES_SESSION_OPTIONS, type Database } from '@/lib/db/client';
import { closeDb, installDatabase } from '@/lib/db';
import { migrateDatabase } from '@/lib/db/migrate';
import * as schema from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { categoryPath, findCategory, listChildCategories } from '@/lib/server/catalog/categories';
import { listCategoryProducts } from '@/lib/server/catalog/list-products';
import { listProducts } from '@/lib/server/catalog/product-listing';
import { noFilters, type SearchFilters } from '@/lib/server/search/filters';
import { forgetAnswers } from '@/lib/server/search/answer-cache';
import { searchCatalog } from '@/lib/server/search/search-products';
import { suggestProducts } from '@/lib/server/search/suggest-products';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import type { BudgetCheck, PartResult } from './report';
import { percentile } from './stats';

const env = process.env;
const settings = {
  products: Number(env.BENCH_SCALE_PRODUCTS ?? 100_000),
  connections: Number(env.BENCH_CONNECTIONS ?? 10),
  durationSeconds: Number(env.BENCH_SCALE_DURATION ?? 5),
  warmupSeconds: Number(env.BENCH_SCALE_WARMUP ?? 1),
};
const LOCALE = 'en';

/** The issue's p95 budgets in milliseconds, per kind of call. */
const BUDGETS_MS: Partial<Record<Kind, number>> = { search: 20, suggest: 10, category: 30, listing: 30 };
/** Searches and suggestions as served (answers kept per catalogue version), and each answer computed afresh. */
type Kind = 'search' | 'search-uncached' | 'suggest' | 'suggest-uncached' | 'category' | 'listing';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** Statements run while `capturing`, with their parameters, for EXPLAIN. */
const captured: { sql: string; params: unknown[] }[] = [];
let capturing = false;
const logger: Logger = { logQuery: (sql, params) => { if (capturing) captured.push({ sql, params }); } };

interface Connection {
  kind: 'postgres' | 'pglite';
  db: Database;
  query: (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
}

async function connect(): Promise<Connection> {
  const url = env.BENCH_PG_URL ?? env.DATABASE_URL;
  if (url) {
    // The pool of one Next.js instance (lib/db/client.ts), sized like it.
    const pool = new Pool({ connectionString: url, max: Number(env.DATABASE_POOL_SIZE ?? 10), options: POSTGRES_SESSION_OPTIONS });
    return {
      kind: 'postgres', db: drizzleNodePg(pool, { schema, logger }) as unknown as Database,
      query: async (sql, params) => (await pool.query(sql, params)).rows, close: () => pool.end(),
    };
  }
  const client = await PGlite.create(env.BENCH_PGLITE_DIR ?? '.data/bench-scale', { extensions: { pg_trgm } });
  return {
    kind: 'pglite', db: drizzlePglite(client, { schema, logger }) as unknown as Database,
    query: async (sql, params) => (await client.query<Record<string, unknown>>(sql, params)).rows, close: () => client.close(),
  };
}

async function demoProducts(db: Database): Promise<number> {
  const [shop] = await db.select({ id: schema.shops.id }).from(schema.shops).where(eq(schema.shops.slug, DEMO.shops.demo.slug));
  if (!shop) return 0;
  const [row] = await db.select({ n: count() }).from(schema.products)
    .where(and(eq(schema.products.shopId, shop.id), inArray(schema.products.kind, ['simple', 'master'])));
  return row?.n ?? 0;
}

/** Seeds the catalogue unless the database already holds it (the seed takes minutes at 100,000). */
async function ensureCatalogue(connection: Connection): Promise<{ seeded: boolean; products: number }> {
  await migrateDatabase({ db: connection.db, kind: connection.kind, close: connection.close });
  const present = await demoProducts(connection.db);
  if (present >= settings.products) return { seeded: false, products: present };
  if (connection.kind === 'pglite') await connection.close();
  console.log(`search-scale: seeding ${settings.products} products (the demo shop has ${present})`);
  const url = env.BENCH_PG_URL ?? env.DATABASE_URL;
  const seedEnv = url ? { DATABASE_URL: url } : { PGLITE_DIR: env.BENCH_PGLITE_DIR ?? '.data/bench-scale' };
  const result = spawnSync('npm', ['run', 'seed', '--', '--products', String(settings.products)], { stdio: 'inherit', env: { ...env, ...seedEnv } });
  if (result.status !== 0) throw new Error(`seed failed with exit code ${result.status}`);
  return { seeded: true, products: settings.products };
}

/** What one call of a kind does, as the API route or the uncached page does it; `i` varies the input. */
type Call = (i: number) => Promise<unknown>;

interface Workload {
  kind: Kind;
  /** The inputs rotated through; each one's plan is shown once. */
  inputs: string[];
  call: Call;
}

const SEARCHES: { q: string; filters?: Partial<SearchFilters> }[] = [
  { q: 'shirt' }, { q: 'sweater' }, { q: 'merino sweater' }, { q: 'mug' }, { q: 'leather boots' }, { q: 'blue' },
  { q: 'sweter' }, { q: 'shirt', filters: { attributes: [{ name: 'color', values: ['black'] }] } },
  { q: 'scarf', filters: { price: { min: 2000, max: 6000 } } },
];
const SUGGESTIONS = ['s', 'sh', 'shi', 'swe', 'mug', 'leat', 'merin', 'scar', 'hoodi', 'cushion cov'];

function workloads(db: Database, shop: Shop, categorySlugs: string[]): Workload[] {
  const categorySort = defaultCategorySort(shop.beyond);
  const page = (i: number) => 1 + (i % 3);
  const listingSorts = [undefined, 'price-asc', 'name-asc', 'price-desc'] as const;
  const search: Call = (i) => {
    const { q, filters } = SEARCHES[i % SEARCHES.length]!;
    return searchCatalog(shop, LOCALE, {
      q, sort: 'relevance', page: 1, resultsPerPage: DEFAULT_RESULTS_PER_PAGE, filters: { ...noFilters(), ...filters },
    });
  };
  const suggest: Call = (i) => suggestProducts(shop, LOCALE, { q: SUGGESTIONS[i % SUGGESTIONS.length]!, limit: 10, sort: 'relevance' });
  // Every call computes its answer: what a search nobody asked since the last catalogue change costs.
  const uncached = (call: Call): Call => (i) => {
    forgetAnswers(db);
    return call(i);
  };
  const searchInputs = SEARCHES.map((s) => `${s.q}${s.filters ? ` ${JSON.stringify(s.filters)}` : ''}`);
  return [
    { kind: 'search', inputs: searchInputs, call: search },
    { kind: 'search-uncached', inputs: searchInputs, call: uncached(search) },
    { kind: 'suggest', inputs: SUGGESTIONS, call: suggest },
    { kind: 'suggest-uncached', inputs: SUGGESTIONS, call: uncached(suggest) },
    {
      // The category page's reads (app/[shop]/[mode]/[locale]/_lib/catalog-data.ts) without its cache.
      kind: 'category',
      inputs: categorySlugs,
      call: async (i) => {
        const category = await findCategory(shop, LOCALE, categorySlugs[i % categorySlugs.length]!);
        if (!category) throw new Error('no category');
        const query = { sort: categorySort, page: page(Math.floor(i / categorySlugs.length)), resultsPerPage: DEFAULT_RESULTS_PER_PAGE };
        return Promise.all([
          listCategoryProducts(shop, LOCALE, category.categoryId, query),
          listChildCategories(shop, LOCALE, category.categoryId),
          categoryPath(shop, LOCALE, category.categoryId),
        ]);
      },
    },
    {
      // GET /products: the shop's products, and a category's (the category page's "load more").
      kind: 'listing',
      inputs: [...listingSorts.map((sort) => `all, ${sort ?? 'default'} sort`), ...categorySlugs.slice(0, 4).map((slug) => `category ${slug}`)],
      call: (i) => {
        const n = i % (listingSorts.length + 4);
        const query = { page: page(Math.floor(i / 8)), resultsPerPage: DEFAULT_RESULTS_PER_PAGE };
        return n < listingSorts.length
          ? listProducts(shop, LOCALE, { ...query, sort: listingSorts[n] })
          : listProducts(shop, LOCALE, { ...query, categoryId: categorySlugs[n - listingSorts.length]! });
      },
    },
  ];
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** `connections` callers calling one after another for `seconds`; the latency of each call. */
async function load(call: Call, seconds: number, connections: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < until) {
      const i = next++;
      const started = performance.now();
      await call(i);
      latencies.push(performance.now() - started);
    }
  }));
  return latencies;
}

/** The statements of one call with their EXPLAIN (ANALYZE, BUFFERS), each the second time it runs (warm). */
async function plansOf(connection: Connection, call: Call, i: number): Promise<{ sql: string; ms: number; plan: string }[]> {
  await call(i);
  captured.length = 0;
  capturing = true;
  await call(i);
  capturing = false;
  const statements = captured.splice(0);
  const plans = [];
  for (const statement of statements) {
    const rows = await connection.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
    const plan = rows.map((row) => String(Object.values(row)[0])).join('\n');
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
    plans.push({ sql: statement.sql, ms, plan });
  }
  return plans;
}

async function main() {
  const jsonPath = argument('--json');
  const plansPath = argument('--plans') ?? 'bench/results/search-scale-plans.txt';
  let connection = await connect();
  const catalogue = await ensureCatalogue(connection);
  if (catalogue.seeded) {
    if (connection.kind === 'postgres') await connection.close();
    connection = await connect();
  }
  installDatabase({ db: connection.db, kind: connection.kind, close: connection.close });
  const shop = await findShopBySlug(DEMO.shops.demo.slug);
  if (!shop) throw new Error('no demo shop');
  const categories = await connection.db.select({ slug: schema.categoryTranslations.slug }).from(schema.categories)
    .innerJoin(schema.categoryTranslations, and(eq(schema.categoryTranslations.categoryId, schema.categories.id), eq(schema.categoryTranslations.locale, LOCALE)))
    .where(and(eq(schema.categories.shopId, shop.id), eq(schema.categories.isVisible, true)));
  const slugs = categories.map((c) => c.slug).sort();
  // PGlite answers one statement at a time: concurrent callers there only queue.
  const connections = connection.kind === 'pglite' ? 1 : settings.connections;
  console.log(`search-scale: ${connection.kind}, ${catalogue.products} products${catalogue.seeded ? ' (seeded now)' : ' (reused)'}, ` +
    `${connections} callers, ${settings.durationSeconds} s per kind`);

  const figures: Record<string, unknown> = { database: connection.kind, ...settings, connections, products: catalogue.products, seeded: catalogue.seeded };
  const budgets: BudgetCheck[] = [];
  const planText: string[] = [];
  for (const workload of workloads(connection.db, shop, slugs)) {
    await load(workload.call, settings.warmupSeconds, connections);
    const latencies = (await load(workload.call, settings.durationSeconds, connections)).sort((a, b) => a - b);
    const result = {
      calls: latencies.length, perSecond: round(latencies.length / settings.durationSeconds),
      p50Ms: round(percentile(latencies, 50)), p95Ms: round(percentile(latencies, 95)), p99Ms: round(percentile(latencies, 99)), maxMs: round(latencies.at(-1) ?? 0),
    };
    figures[workload.kind] = result;
    const limit = BUDGETS_MS[workload.kind];
    // PGlite's figures are recorded, not budgeted: it answers one statement at a time.
    if (limit !== undefined && connection.kind === 'postgres') {
      budgets.push({ budget: 'search at scale', subject: `${workload.kind} p95 (ms)`, limit: `<= ${limit}`, value: result.p95Ms, pass: result.p95Ms <= limit });
    }
    console.log(`${workload.kind.padEnd(16)} ${String(result.calls).padStart(6)} calls  p50 ${result.p50Ms} ms  p95 ${result.p95Ms} ms  p99 ${result.p99Ms} ms  max ${result.maxMs} ms`);
    for (const [i, input] of workload.inputs.entries()) {
      for (const { sql, ms, plan } of await plansOf(connection, workload.call, i)) {
        planText.push(`### ${workload.kind}: ${input} (${ms} ms)\n${sql}\n\n${plan}\n`);
      }
    }
  }
  writeFileSync(plansPath, planText.join('\n'));
  console.log(`search-scale: plans in ${plansPath}`);
  const part: PartResult = { figures, budgets };
  if (jsonPath) writeFileSync(jsonPath, JSON.stringify(part));
  await closeDb();
}

main().catch((error: unknown) => {
  console.error('search-scale: failed', error);
  process.exit(1);
});
