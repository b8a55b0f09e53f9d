// `npm run db:prepare`: makes the configured database ready for `next start`, `next dev` and the
// end-to-end tests: applies migrations and seeds the demo data into a database without shops.
import { sql } from 'drizzle-orm';
import { openConfiguredDatabase } from '@/lib/db/client';
import { analyzeDatabase, migrateDatabase } from '@/lib/db/migrate';
import { shops } from '@/lib/db/schema';
import { seedDemo } from '@/lib/db/seed';

async function main() {
  const started = performance.now();
  const handle = await openConfiguredDatabase();
  try {
    await migrateDatabase(handle);
    const [row] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(shops);
    if ((row?.count ?? 0) > 0) {
      console.log(`db:prepare: ${handle.kind} migrated; ${row!.count} shop(s) present, demo data left as it is`);
    } else {
      const summary = await seedDemo(handle.db);
      await analyzeDatabase(handle);
      const counts = summary.shops.map((shop) => `${shop.slug} (${shop.products} products)`).join(', ');
      console.log(`db:prepare: ${handle.kind} migrated and seeded ${counts} in ${summary.ms} ms`);
    }
  } finally {
    await handle.close();
  }
  console.log(`db:prepare: done in ${Math.round(performance.now() - started)} ms`);
}

main().catch((error: unknown) => {
  console.error('db:prepare: failed', error);
  process.exit(1);
});
