// `npx tsx --conditions=react-server bench/search-mix.ts [--json <file>]`: what shoppers ask of a large
// catalogue, through HTTP against a production server of the bench's build (.next-bench; build it first:
// `npm run bench` does, or bench/server.ts's buildApp) on PostgreSQL. Per size in BENCH_SEARCH_SIZES
// (100000 by default; 100000,1000000 for the million, bench only) a database of its own on the server
// BENCH_PG_URL (else DATABASE_URL) names, vitrine_bench_100k / vitrine_bench_1m, created and seeded once
// and kept. Searches, suggestions, listings and category pages drawn with a fixed seed from the
// catalogue's words (bench/search-mix-queries.ts), one caller and then 10 (over BENCH_SEARCH_INSTANCES
// instances, one by default); p50/p95/p99 per kind, the
// plans of the slowest 1 % in bench/results/search-mix-plans-<size>.txt. With --json the part's result is
// written there (bench/run.ts's part `search-mix`); alone, it is merged into bench/results.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { DEFAULT_RESULTS_PER_PAGE } from '@/lib/catalog/listing';
import { DEFAULT_GROUPED_PRODUCTS } from '@/lib/contract/limits';
import { closeDb, installDatabase } from '@/lib/db';
import { DEMO } from '@/lib/db/seed/demo';
import { hrefFor, routes } from '@/lib/routing/links';
import { categoryPath, findCategory, listChildCategories } from '@/lib/server/catalog/categories';
import { listCategoryProducts } from '@/lib/server/catalog/list-products';
import { listProducts } from '@/lib/server/catalog/product-listing';
import { forgetAnswers } from '@/lib/server/search/answer-cache';
import { filtersFromQuery } from '@/lib/server/search/filters';
import { searchCatalog } from '@/lib/server/search/search-products';
import { suggestGroups } from '@/lib/server/search/suggest-groups';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { environmentInfo, type BudgetCheck, type PartResult } from './report';
import { connect, createDatabaseIfAbsent, ensureCatalogue, plansOf, type Connection } from './scale-database';
import { freePort, startServer, type RunningServer } from './server';
import { percentile } from './stats';
import { BASELINE_PATH } from './targets';
import { drawRequests, MIX_KINDS, questionOf, type MixKind, type MixRequest, type Vocabulary } from './search-mix-queries';

const env = process.env;
const settings = {
  sizes: (env.BENCH_SEARCH_SIZES ?? '100000').split(',').map(Number),
  seed: Number(env.BENCH_SEARCH_SEED ?? 31),
  durationSeconds: Number(env.BENCH_SEARCH_DURATION ?? 15),
  callers: [1, Number(env.BENCH_CONNECTIONS ?? 10)],
  /**
   * Instances of the server the callers are spread over, round robin as the balancer does, without its hop
   * (deploy/README.md, "Running N instances": one per core). One by default: on the bench's two cores two
   * instances answered 18-45 % more at ten callers, with a lower p50 but no lower p95, the 4x rule's figure
   * (docs/bench.md, 2026-11-30 13:37), so the rule is read on one instance, as in earlier runs.
   */
  instances: Number(env.BENCH_SEARCH_INSTANCES ?? 1),
};
const LOCALE = 'en';
const SHOP = DEMO.shops.demo.slug;
const RESULTS = 'bench/results.json';
/** The issue's p95 budgets at one caller, in ms; with 10 callers each p95 may be at most 4x its one-caller figure. */
const BUDGETS_MS: Record<MixKind, number> = { search: 20, suggestions: 10, listing: 30, category: 30 };
const CONCURRENCY_FACTOR = 4;
/** Requests drawn per kind and run: more than a run of 15 s asks at these speeds. */
const DRAWN = 20_000;
/**
 * The warm-up per kind (two callers, whichever ends first). Measured after 100 requests a kind, searches
 * took p50 24.9 and p95 37.8 ms, suggestions p95 13.3; after up to 3,000 (30 s), 21.4, 32.5 and 11.8
 * (medians of 4 and 6 runs on one host, PostgreSQL's buffers warm in both; docs/bench.md, "Warm servers"):
 * Node's compiler optimises the request path only after thousands of calls, as an instance's first
 * minutes in production do. Listings and category pages did not move.
 */
const WARMUP = { requests: 3000, seconds: 30 };
/** The slowest requests explained per kind at most (the slowest 1 %, the slowest first). */
const MAX_PLANS_PER_KIND = 8;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** 100k, 1m: the size in the database's name and the plans file's. */
const sizeLabel = (size: number) => (size % 1_000_000 === 0 ? `${size / 1_000_000}m` : `${Math.round(size / 1000)}k`);

/**
 * The bench's database for a size, on the server `url` names; BENCH_SEARCH_DB_SUFFIX names a copy of it
 * (`createdb -T vitrine_bench_100k vitrine_bench_100k_search`) that a schema change may migrate.
 */
function databaseUrl(url: string, size: number): string {
  const target = new URL(url);
  target.pathname = `/vitrine_bench_${sizeLabel(size)}${env.BENCH_SEARCH_DB_SUFFIX ?? ''}`;
  return target.toString();
}

/** The catalogue's words, read once: every listed product's name, price and keys in the locale. */
async function readVocabulary(connection: Connection, shop: Shop): Promise<Vocabulary> {
  const rows = await connection.query(`
    select name, manufacturer, price_amount, attribute_values, attribute_value_labels
    from product_listings where shop_id = $1 and locale = $2 order by product_id`, [shop.id, LOCALE]);
  const manufacturers = new Set<string>();
  const values = new Map<string, { name: string; value: string; label: string }>();
  for (const row of rows) {
    if (row.manufacturer) manufacturers.add(String(row.manufacturer));
    const keys = row.attribute_values as string[];
    const labels = row.attribute_value_labels as string[];
    keys.forEach((key, i) => {
      const [name = '', value = ''] = key.split('\u001f');
      if (!values.has(key)) values.set(key, { name, value, label: labels[i] ?? value });
    });
  }
  const categories = await connection.query(`
    select c.id, t.slug from categories c inner join category_translations t on t.category_id = c.id and t.locale = $2
    where c.shop_id = $1 and c.is_visible order by t.slug`, [shop.id, LOCALE]);
  return {
    names: rows.map((row) => String(row.name)),
    manufacturers: [...manufacturers].sort(),
    attributeValues: [...values.values()].sort((a, b) => a.name.localeCompare(b.name) || a.value.localeCompare(b.value)),
    prices: rows.map((row) => Number(row.price_amount) / 100),
    categories: categories.map((row) => ({ id: String(row.id), slug: String(row.slug) })),
  };
}

/**
 * Makes every answer the server keeps for the shop stale, as a change of the catalogue does: a new search
 * version (lib/server/search/answer-cache.ts), so that no answer of the warm-up or of an earlier run
 * serves a run's questions.
 */
async function forgetKeptAnswers(connection: Connection, shop: Shop): Promise<void> {
  await connection.query(`
    insert into search_versions (shop_id, version) values ($1, nextval('search_versions_seq'))
    on conflict (shop_id) do update set version = excluded.version`, [shop.id]);
}

/** The request as a shopper's browser sends it. */
function pathOf(request: MixRequest): string {
  const query = (params: Record<string, string | number | null>) =>
    new URLSearchParams(Object.entries(params).filter(([, v]) => v !== null).map(([k, v]) => [k, String(v)])).toString();
  switch (request.kind) {
    case 'search': {
      const filter = request.filter;
      const facet: Record<string, string> = !filter ? {} : filter.type === 'price' ? { ListPrice: `${filter.min};${filter.max}` }
        : filter.type === 'category' ? { CategoryID: filter.id } : { [`PreDefString_${filter.name}`]: filter.value };
      return `/api/v2/search?${query({ shop: SHOP, q: request.q, ...facet })}`;
    }
    case 'suggestions': return `/api/v2/suggestedSearch/grouped?${query({ shop: SHOP, q: request.q })}`;
    case 'listing': return `/api/v2/products?${query({ shop: SHOP, sort: request.sort, page: request.page, categoryId: request.categorySlug })}`;
    case 'category': {
      const page = hrefFor(routes.category(request.slug), { editor: false, locale: LOCALE, defaultLocale: DEMO.shops.demo.defaultLocale });
      return `${page}?${query({ sort: request.sort, page: request.page })}`;
    }
  }
}

interface Sample {
  request: MixRequest;
  ms: number;
  status: number;
}

let clients = 0;
/** A new client address per request: the search gate's per-client budget (60 per 10 s) is a shopper's, not the bench's. */
const nextClient = () => {
  const n = ++clients;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** `callers` callers asking the requests in turn for `seconds`, each request of the instances the next in turn; each answer read whole. */
async function measure(baseUrls: string[], requests: MixRequest[], callers: number, seconds: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const until = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(Array.from({ length: callers }, async () => {
    while (performance.now() < until && next < requests.length) {
      const baseUrl = baseUrls[next % baseUrls.length]!;
      const request = requests[next++]!;
      const started = performance.now();
      const response = await fetch(baseUrl + pathOf(request), { headers: { 'x-forwarded-for': nextClient() } });
      await response.arrayBuffer();
      samples.push({ request, ms: performance.now() - started, status: response.status });
    }
  }));
  return samples;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function summary(samples: Sample[], seconds: number) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const failed = samples.filter((s) => s.status !== 200);
  return {
    calls: samples.length, perSecond: round(samples.length / seconds),
    p50Ms: round(percentile(ms, 50)), p95Ms: round(percentile(ms, 95)), p99Ms: round(percentile(ms, 99)), maxMs: round(ms.at(-1) ?? 0),
    notOk: failed.length, notOkStatuses: [...new Set(failed.map((s) => s.status))],
  };
}

/** p95 per shape of search or suggestion (one word, typo, filtered, ...), to tell which queries are slow. */
function byShape(samples: Sample[]) {
  const groups = new Map<string, number[]>();
  for (const { request, ms } of samples) {
    const shapes = request.kind === 'search' ? [request.shape, request.filter ? `filtered by ${request.filter.type}` : 'unfiltered']
      : request.kind === 'suggestions' ? [request.shape] : request.kind === 'listing' ? [request.categorySlug ? 'a category' : 'the shop', `page ${request.page === 1 ? '1' : '2+'}`]
        : [`page ${request.page === 1 ? '1' : '2+'}`];
    for (const shape of shapes) groups.set(shape, [...(groups.get(shape) ?? []), ms]);
  }
  return Object.fromEntries([...groups].map(([shape, ms]) => [shape, { calls: ms.length, p50Ms: round(percentile(ms, 50)), p95Ms: round(percentile(ms, 95)) }]));
}

/** Share of searches and suggestions asking a question asked before in the run: the most the answer cache can have kept. */
function repeatShare(samples: Sample[]): number {
  const asked = new Set<string>();
  let repeats = 0;
  let questions = 0;
  for (const sample of samples) {
    const question = questionOf(sample.request);
    if (question === null) continue;
    questions++;
    if (asked.has(question)) repeats++;
    else asked.add(question);
  }
  return questions === 0 ? 0 : Math.round((repeats / questions) * 1000) / 1000;
}

/** The request computed in-process as its route computes it, with no kept answers. */
function replay(connection: Connection, shop: Shop, request: MixRequest): () => Promise<unknown> {
  const fresh = <T>(call: () => Promise<T>) => () => {
    forgetAnswers(connection.db);
    return call();
  };
  switch (request.kind) {
    case 'search': {
      const params = Object.fromEntries(new URL(pathOf(request), 'http://bench').searchParams);
      return fresh(() => searchCatalog(shop, LOCALE, {
        q: request.q, sort: 'relevance', page: 1, resultsPerPage: DEFAULT_RESULTS_PER_PAGE, filters: filtersFromQuery(params, shop.currency),
      }));
    }
    case 'suggestions': return fresh(() => suggestGroups(shop, LOCALE, { q: request.q, limit: DEFAULT_GROUPED_PRODUCTS }));
    case 'listing': return fresh(() => listProducts(shop, LOCALE, {
      sort: request.sort, page: request.page, resultsPerPage: DEFAULT_RESULTS_PER_PAGE, categoryId: request.categorySlug ?? undefined,
    }));
    case 'category': return fresh(async () => {
      const category = await findCategory(shop, LOCALE, request.slug);
      if (!category) throw new Error(`no category ${request.slug}`);
      const query = { sort: request.sort, page: request.page, resultsPerPage: DEFAULT_RESULTS_PER_PAGE };
      return Promise.all([
        listCategoryProducts(shop, LOCALE, category.categoryId, query),
        listChildCategories(shop, LOCALE, category.categoryId),
        categoryPath(shop, LOCALE, category.categoryId),
      ]);
    });
  }
}

/** The slowest 1 % of each kind's requests (both runs), each once, with the plans of its statements. */
async function slowestPlans(connection: Connection, shop: Shop, runs: { callers: number; kind: MixKind; samples: Sample[] }[]): Promise<string> {
  const text: string[] = [];
  for (const kind of MIX_KINDS) {
    const samples = runs.filter((run) => run.kind === kind).flatMap((run) => run.samples.map((sample) => ({ ...sample, callers: run.callers })))
      .sort((a, b) => b.ms - a.ms);
    const slowest = samples.slice(0, Math.ceil(samples.length / 100));
    const seen = new Set<string>();
    for (const sample of slowest) {
      const path = pathOf(sample.request);
      if (seen.has(path) || seen.size >= MAX_PLANS_PER_KIND) continue;
      seen.add(path);
      const plans = await plansOf(connection, replay(connection, shop, sample.request));
      text.push(`## ${kind}: ${path} (${round(sample.ms)} ms over HTTP, ${sample.callers} caller(s); computed afresh: ` +
        `${plans.length} statements, ${round(plans.reduce((sum, p) => sum + p.ms, 0))} ms in PostgreSQL)\n`);
      for (const { sql, ms, plan } of plans) text.push(`### ${ms} ms\n${sql}\n\n${plan}\n`);
    }
  }
  return text.join('\n');
}

/**
 * The database server's memory settings the figures were taken with: a broad word reads its 1,001 candidate
 * rows from the heap, from PostgreSQL's own buffers or, past them, from the operating system's cache, so the
 * search's tail depends on `shared_buffers` (deploy/README.md, "PostgreSQL settings"); `huge_pages` says
 * whether a new connection maps those buffers in 2 MB pages or faults them in 4 kB at a time.
 */
async function serverSettings(connection: Connection) {
  const [row] = await connection.query(`
    select current_setting('server_version') as version, current_setting('shared_buffers') as shared_buffers,
      current_setting('effective_cache_size') as effective_cache_size, current_setting('huge_pages') as huge_pages,
      pg_size_pretty(pg_database_size(current_database())) as database_size`, []);
  return {
    version: String(row?.version), sharedBuffers: String(row?.shared_buffers), hugePages: String(row?.huge_pages),
    effectiveCacheSize: String(row?.effective_cache_size), databaseSize: String(row?.database_size),
  };
}

/** One size: its database (seeded when short), its server, the two runs and the slow plans. */
async function measureSize(size: number): Promise<PartResult> {
  const serverUrl = env.BENCH_PG_URL ?? env.DATABASE_URL;
  if (!serverUrl) throw new Error('search-mix needs BENCH_PG_URL (or DATABASE_URL) naming a PostgreSQL server');
  const url = databaseUrl(serverUrl, size);
  const label = sizeLabel(size);
  await createDatabaseIfAbsent(url);
  let connection = await connect(url, '');
  const catalogue = await ensureCatalogue(connection, size, { url, pgliteDir: '' }, `search-mix ${label}`);
  if (catalogue.seeded) connection = await connect(url, '');
  installDatabase({ db: connection.db, kind: connection.kind, close: connection.close });
  const shop = await findShopBySlug(SHOP);
  if (!shop) throw new Error('no demo shop');
  const vocabulary = await readVocabulary(connection, shop);
  console.log(`search-mix ${label}: ${catalogue.products} products${catalogue.seeded ? ` (seeded now in ${catalogue.seedSeconds} s)` : ' (reused)'}; ` +
    `${vocabulary.names.length} names, ${vocabulary.manufacturers.length} manufacturers, ${vocabulary.attributeValues.length} attribute values, ${vocabulary.categories.length} categories`);

  const servers: RunningServer[] = [];
  const runs: { callers: number; kind: MixKind; samples: Sample[] }[] = [];
  const loadBefore = loadavg()[0]!;
  try {
    // Ports of their own: bench/run.ts's server holds BENCH_PORT (or 3200) while this part runs.
    for (let n = 0; n < settings.instances; n++) {
      servers.push(await startServer(await freePort(), BASELINE_PATH, { DATABASE_URL: url }, `server-search-mix-${label}-${n + 1}.log`));
    }
    const baseUrls = servers.map((server) => server.baseUrl);
    // Warm, as an instance is after its first minutes: every route's code compiled and optimised, the
    // connections open, the catalogue's pages in PostgreSQL's buffers; with other draws than the runs ask.
    for (const kind of MIX_KINDS) {
      await measure(baseUrls, drawRequests(kind, vocabulary, settings.seed + 1000, WARMUP.requests * servers.length), 2, WARMUP.seconds * servers.length);
    }
    for (const [run, callers] of settings.callers.entries()) {
      for (const [k, kind] of MIX_KINDS.entries()) {
        const requests = drawRequests(kind, vocabulary, settings.seed + 10 * run + k, DRAWN);
        // Every run starts with no kept answer: what it repeats of its own questions is all the cache serves.
        await forgetKeptAnswers(connection, shop);
        runs.push({ callers, kind, samples: await measure(baseUrls, requests, callers, settings.durationSeconds) });
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  const loadAfter = loadavg()[0]!;
  const server = await serverSettings(connection);
  console.log(`search-mix ${label}: PostgreSQL ${server.version}, shared_buffers ${server.sharedBuffers}, huge_pages ${server.hugePages}, database ${server.databaseSize}`);

  const figures: Record<string, unknown> = {
    database: new URL(url).pathname.slice(1), products: catalogue.products, seeded: catalogue.seeded, seedSeconds: catalogue.seedSeconds ?? null,
    postgres: server,
    loadAverage1m: { before: round(loadBefore), after: round(loadAfter) },
    vocabulary: { names: vocabulary.names.length, manufacturers: vocabulary.manufacturers.length, attributeValues: vocabulary.attributeValues.length, categories: vocabulary.categories.length },
  };
  const budgets: BudgetCheck[] = [];
  for (const kind of MIX_KINDS) {
    const [one, many] = settings.callers.map((callers) => runs.find((r) => r.kind === kind && r.callers === callers)!.samples);
    const oneFigures = summary(one!, settings.durationSeconds);
    const manyFigures = summary(many!, settings.durationSeconds);
    figures[kind] = {
      oneCaller: { ...oneFigures, byShape: byShape(one!) }, tenCallers: { ...manyFigures, byShape: byShape(many!) },
      repeatShare: kind === 'search' || kind === 'suggestions' ? { oneCaller: repeatShare(one!), tenCallers: repeatShare(many!) } : null,
    };
    const subject = (what: string) => `${label} ${kind} ${what}`;
    budgets.push(
      { budget: 'search mix', subject: subject('p95, one caller (ms)'), limit: `<= ${BUDGETS_MS[kind]}`, value: oneFigures.p95Ms, pass: oneFigures.p95Ms <= BUDGETS_MS[kind] },
      {
        budget: 'search mix', subject: subject(`p95, ${settings.callers[1]} callers (ms)`), limit: `<= ${CONCURRENCY_FACTOR}x ${oneFigures.p95Ms}`,
        value: manyFigures.p95Ms, pass: manyFigures.p95Ms <= CONCURRENCY_FACTOR * oneFigures.p95Ms,
      },
      { budget: 'search mix', subject: subject('answers other than 200'), limit: '0', value: oneFigures.notOk + manyFigures.notOk, pass: oneFigures.notOk + manyFigures.notOk === 0 },
    );
    console.log(`${label} ${kind.padEnd(12)} one caller p50 ${oneFigures.p50Ms} p95 ${oneFigures.p95Ms} p99 ${oneFigures.p99Ms} ms (${oneFigures.calls} calls); ` +
      `${settings.callers[1]} callers p50 ${manyFigures.p50Ms} p95 ${manyFigures.p95Ms} p99 ${manyFigures.p99Ms} ms (${manyFigures.calls} calls)` +
      (oneFigures.notOk + manyFigures.notOk > 0 ? `; not 200: ${oneFigures.notOk + manyFigures.notOk} ${JSON.stringify([...oneFigures.notOkStatuses, ...manyFigures.notOkStatuses])}` : ''));
  }
  const plansFile = `bench/results/search-mix-plans-${label}.txt`;
  writeFileSync(plansFile, await slowestPlans(connection, shop, runs));
  console.log(`search-mix ${label}: plans of the slowest 1 % in ${plansFile}`);
  await closeDb();
  return { figures, budgets };
}

/** Each size in a process of its own (the process-wide database and shop are one size's). */
function measureInChild(size: number): PartResult {
  const file = `bench/results/search-mix-${sizeLabel(size)}.json`;
  const run = spawnSync('npx', ['tsx', '--conditions=react-server', 'bench/search-mix.ts', '--size', String(size), '--json', file], { stdio: 'inherit', env });
  if (run.status !== 0) throw new Error(`search-mix at ${size} products exited with ${run.status}`);
  return JSON.parse(readFileSync(file, 'utf8')) as PartResult;
}

/**
 * Puts this part's figures and budgets into bench/results.json, keeping every other part's and the sizes
 * this run did not measure (a run of 100,000 products keeps the million's last figures).
 */
function mergeIntoResults(part: PartResult): void {
  const results = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) as { figures?: Record<string, unknown>; budgets?: BudgetCheck[] } : {};
  const earlier = (results.figures?.['search-mix'] ?? {}) as Record<string, unknown>;
  results.figures = { ...results.figures, 'search-mix': { ...earlier, ...(part.figures as Record<string, unknown>) } };
  const measured = settings.sizes.map((size) => `${sizeLabel(size)} `);
  const remeasured = (b: BudgetCheck) => b.budget === 'search mix' && measured.some((label) => b.subject.startsWith(label));
  results.budgets = [...(results.budgets ?? []).filter((b) => !remeasured(b)), ...part.budgets];
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
}

async function main() {
  const jsonPath = argument('--json');
  const size = argument('--size');
  if (size) {
    writeFileSync(jsonPath!, JSON.stringify(await measureSize(Number(size))));
    return;
  }
  const parts = settings.sizes.map((n) => [n, measureInChild(n)] as const);
  const part: PartResult = {
    figures: { environment: environmentInfo(), settings, ...Object.fromEntries(parts.map(([n, result]) => [String(n), result.figures])) },
    budgets: parts.flatMap(([, result]) => result.budgets),
  };
  if (jsonPath) writeFileSync(jsonPath, JSON.stringify(part));
  else mergeIntoResults(part);
  const failed = part.budgets.filter((b) => !b.pass);
  console.log(failed.length === 0 ? 'search-mix: every budget holds' : `search-mix: ${failed.length} budgets fail:\n${failed.map((b) => `  ${b.subject}: ${b.value} (${b.limit})`).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error('search-mix: failed', error);
  process.exit(1);
});
