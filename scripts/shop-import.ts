// `npm run shop:import -- FILE`: a shop exported by `npm run shop:export` into the configured database, all
// or nothing; then a new cache generation, so no instance serves pages rendered before. The shop's
// address (its host or ?shop=) and a running instance's restart for PGlite: deploy/README.md, "Moving a shop".
import { renewCacheGeneration } from '@/lib/db/cache-generation';
import { openConfiguredDatabase } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { importShop } from '@/lib/db/shop-archive/archive';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npm run shop:import -- FILE');
  const handle = await openConfiguredDatabase();
  try {
    await migrateDatabase(handle);
    const header = await importShop(handle.db, file);
    await renewCacheGeneration(handle.db);
    console.log(`shop:import: ${header.shop.slug} imported${header.withCustomers ? ' with its customers' : ''}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`shop:import: failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
