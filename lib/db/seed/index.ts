import { inArray, sql } from 'drizzle-orm';
import { renewCacheGeneration } from '../cache-generation';
import type { Database, Executor } from '../client';
import { shops } from '../schema';
import { hashDemoPasswords, seedAccounts, type DemoPasswordHashes } from './accounts';
import { seedCatalog } from './catalog';
import { seedCategories } from './catalog/categories';
import { CATEGORY_TREE, type TopCategory } from './category-tree';
import { buildIndexes, CATALOGUE_TABLES, dropReadIndexes, READ_MODEL_TABLES } from './bulk-indexes';
import { seedCommerce, seedCountries } from './commerce';
import { seedContent } from './content';
import { seedHiddenContent, seedHiddenLocale } from './content/hidden';
import { DEMO, type DemoShopKey } from './demo';
import { seedMarkets } from './markets';
import { seedImages } from './images';
import { seedReviews } from './reviews';
import { seedShop, seedThemes, type ThemeIds } from './shops-and-themes';

export { DEMO } from './demo';

export interface SeedOptions {
  /** Catalogue products of the `demo` shop (default 300); `beyond-demo` always gets its small catalogue. */
  products?: number;
  /** Build the read-only indexes after loading (BULK_FROM); by default from BULK_FROM products on. */
  bulk?: boolean;
  log?: (message: string) => void;
}

export interface ShopSeedSummary { slug: string; id: string; categories: number; products: number; variations: number; pages: number; ms: number }
export interface SeedSummary { shops: ShopSeedSummary[]; countries: number; ms: number }

/**
 * From this many products the seed drops the catalogue's and the read model's read-only indexes and
 * builds them after the rows are in (./bulk-indexes.ts): at 100,000 products maintaining them row by row
 * took a quarter of the seed's time, the read model's refresh more per row the larger it grew (docs/bench.md,
 * "A million products, seeded and kept"). Below it the demo keeps its
 * tables open to other sessions (DROP INDEX locks a table until the seed commits).
 */
const BULK_FROM = 10_000;

/** Departments and categories of the beyond shop: a smaller selection of the demo's. */
const BEYOND_CATEGORIES: Record<string, readonly string[]> = {
  clothing: ['t-shirts', 'sweaters'], accessories: ['bags', 'scarves-hats'], home: ['cushions', 'tableware'],
};
const TREES: Record<DemoShopKey, readonly TopCategory[]> = {
  demo: CATEGORY_TREE,
  beyond: CATEGORY_TREE.filter((top) => BEYOND_CATEGORIES[top.key])
    .map((top) => ({ ...top, children: top.children.filter((child) => BEYOND_CATEGORIES[top.key]!.includes(child.key)) })),
};

/** Seeds both demo shops in one transaction; the same options always give the same catalogue. */
export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const hashes = hashDemoPasswords();
  // Awaited inside the transaction; this keeps an early failure elsewhere from leaving it unhandled.
  hashes.catch(() => {});
  return db.transaction(async (tx) => {
    // The listing read model (migration 0009) is refreshed once, at the end, rather than by its triggers
    // after each of the thousands of statements that write the catalogue: at 100,000 products those
    // refreshes took ten minutes.
    await tx.execute(sql`select set_config('vitrine.listings_deferred', 'on', true)`);
    const themeIds = await seedThemes(tx);
    const countries = await seedCountries(tx);
    const counts: Record<DemoShopKey, number> = { demo: options.products ?? DEMO.defaultProducts, beyond: DEMO.beyondProducts };
    const bulk = options.bulk ?? counts.demo >= BULK_FROM;
    const catalogueIndexes = bulk ? await dropReadIndexes(tx, CATALOGUE_TABLES) : [];
    const summaries: ShopSeedSummary[] = [];
    for (const key of Object.keys(DEMO.shops) as DemoShopKey[]) {
      const summary = await seedOneShop(tx, key, counts[key], themeIds, hashes);
      log(`${summary.slug}: ${summary.products} products, ${summary.variations} variations, ${summary.categories} categories, ${summary.pages} pages in ${summary.ms} ms`);
      summaries.push(summary);
    }
    let step = performance.now();
    await buildIndexes(tx, catalogueIndexes);
    if (bulk) log(`built ${catalogueIndexes.length} catalogue indexes in ${Math.round(performance.now() - step)} ms`);
    step = performance.now();
    const readModelIndexes = bulk ? await dropReadIndexes(tx, READ_MODEL_TABLES) : [];
    await refreshListings(tx);
    log(`wrote the listing read model in ${Math.round(performance.now() - step)} ms`);
    step = performance.now();
    await buildIndexes(tx, readModelIndexes);
    if (bulk) log(`built ${readModelIndexes.length} read-model indexes in ${Math.round(performance.now() - step)} ms`);
    // Committed with the new shops: no instance serves a page it cached from the data they replace.
    await renewCacheGeneration(tx);
    return { shops: summaries, countries, ms: Math.round(performance.now() - started) };
  });
}

/** The listing rows of every product, in one statement, with the tables it reads analysed first. */
async function refreshListings(tx: Executor): Promise<void> {
  await tx.execute(sql`select set_config('vitrine.listings_deferred', 'off', true)`);
  // Inside the seed's transaction the planner would otherwise plan for the empty tables it started with.
  await tx.execute(sql`analyze products, product_translations, product_categories, product_variation_values`);
  await tx.execute(sql`select product_listings_refresh(array(select id from products where kind <> 'variation'))`);
}

async function seedOneShop(
  db: Executor, key: DemoShopKey, products: number, themeIds: ThemeIds, hashes: Promise<DemoPasswordHashes>,
): Promise<ShopSeedSummary> {
  const started = performance.now();
  const shop = await seedShop(db, key, themeIds);
  const departments = await seedCategories(db, shop, TREES[key]);
  const images = await seedImages(db, shop.id, departments.flatMap((d) => d.children.map((c) => c.def)));
  const catalog = await seedCatalog(db, shop, departments, images, products);
  const productIds = [...Object.values(catalog.featuredIds), ...catalog.showcaseIds].slice(0, 8);
  const content = await seedContent(db, { shop, departments, images, productIds });
  if (key === 'demo') {
    await seedHiddenContent(db, shop);
    await seedHiddenLocale(db, shop, DEMO.hidden.locale.identifier, DEMO.hidden.locale.copiedFrom);
  }
  await seedCommerce(db, shop);
  await seedMarkets(db, shop, catalog.featuredIds);
  await seedAccounts(db, shop, await hashes);
  // The demo's reviews: on the sneakers and two showcase products, none on the products tests buy and review.
  if (key === 'demo') await seedReviews(db, shop.id, [catalog.featuredIds.sneakers, ...catalog.showcaseIds.slice(0, 2)].filter((id): id is string => !!id));
  return {
    slug: shop.slug, id: shop.id, products: catalog.products, variations: catalog.variations, pages: content.pages + (key === 'demo' ? 1 : 0),
    // The departments, their children and the home category.
    categories: departments.reduce((sum, d) => sum + 1 + d.children.length, 1),
    ms: Math.round(performance.now() - started),
  };
}

/** Removes the demo shops and everything they own; returns how many shops were deleted. */
export async function deleteDemoShops(db: Database): Promise<number> {
  const slugs = Object.values(DEMO.shops).map((shop) => shop.slug);
  // ON DELETE CASCADE from shops removes everything a shop owns, its orders included.
  const deleted = await db.delete(shops).where(inArray(shops.slug, slugs)).returning({ id: shops.id });
  return deleted.length;
}
