// `npm run seed [-- --products N]`: replaces the demo shops in the configured database
// (DATABASE_URL, else PGlite under PGLITE_DIR) with freshly generated demo data.
import { openConfiguredDatabase } from '@/lib/db/client';
import { analyzeDatabase, migrateDatabase } from '@/lib/db/migrate';
import { deleteDemoShops, seedDemo } from '@/lib/db/seed';

function productsOption(args: string[]): number | undefined {
  const index = args.findIndex((arg) => arg === '--products' || arg.startsWith('--products='));
  if (index === -1) return undefined;
  const raw = args[index]!.includes('=') ? args[index]!.split('=')[1] : args[index + 1];
  const products = Number(raw);
  if (!Number.isInteger(products) || products < 1) throw new Error(`--products needs a positive whole number, got ${raw}`);
  return products;
}

const elapsed = (since: number) => `${Math.round(performance.now() - since)} ms`;

async function main() {
  const products = productsOption(process.argv.slice(2));
  const started = performance.now();
  const handle = await openConfiguredDatabase();
  try {
    console.log(`seed: opened ${handle.kind} in ${elapsed(started)}`);
    let step = performance.now();
    await migrateDatabase(handle);
    console.log(`seed: migrated in ${elapsed(step)}`);
    step = performance.now();
    const deleted = await deleteDemoShops(handle.db);
    console.log(`seed: deleted ${deleted} existing demo shop(s) in ${elapsed(step)}`);
    const summary = await seedDemo(handle.db, { products, log: (message) => console.log(`seed: ${message}`) });
    console.log(`seed: ${summary.countries} countries; seeded in ${summary.ms} ms`);
    step = performance.now();
    await analyzeDatabase(handle);
    console.log(`seed: vacuumed and analysed in ${elapsed(step)}`);
  } finally {
    await handle.close();
  }
  console.log(`seed: done in ${elapsed(started)}`);
}

main().catch((error: unknown) => {
  console.error('seed: failed', error);
  process.exit(1);
});
