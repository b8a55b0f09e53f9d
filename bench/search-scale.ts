// `npx tsx --conditions=react-server bench/search-scale.ts [--json <file>] [--plans <file>]`: the shopper
// queries of search, suggestions, category pages and product listings at catalogue scale, called as the
// API and the pages call them (uncached), by concurrent callers; prints p50/p95 per kind and the plan of
// each query shape. Against DATABASE_URL (or BENCH_PG_URL); a database with fewer than
// BENCH_SCALE_PRODUCTS products in the demo shop (100,000 by default) is seeded first, one that has
// them is reused. Without either URL it measures PGlite under BENCH_PGLITE_DIR (.data/bench-scale).
// `npm run bench` runs it as its part `search-scale` (bench/search-scale-part.ts).
import { writeFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_RESULTS_PER_PAGE, defaultCategorySort } from '@/lib/catalog/listing';
import type { Database } from '@/lib/db/client';
import { closeDb, installDatabase } from '@/lib/db';
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
import { connect as connectTo, ensureCatalogue, plansOf, type Connection } from './scale-database';

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

function connect(): Promise<Connection> {
  return connectTo(env.BENCH_PG_URL ?? env.DATABASE_URL, env.BENCH_PGLITE_DIR ?? '.data/bench-scale');
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

async function main() {
  const jsonPath = argument('--json');
  const plansPath = argument('--plans') ?? 'bench/results/search-scale-plans.txt';
  let connection = await connect();
  const catalogue = await ensureCatalogue(connection, settings.products, { url: env.BENCH_PG_URL ?? env.DATABASE_URL, pgliteDir: env.BENCH_PGLITE_DIR ?? '.data/bench-scale' }, 'search-scale');
  if (catalogue.seeded) connection = await connect();
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
      for (const { sql, ms, plan } of await plansOf(connection, () => workload.call(i))) {
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
