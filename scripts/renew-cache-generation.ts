// `npm run cache:renew`: after a backup was restored into the configured database (DATABASE_URL, else
// PGlite under PGLITE_DIR) under running instances, gives it a new cache generation, so that the
// shared page cache serves nothing rendered from the data before (docs/architecture.md, "Caching").
// `npm run seed` does this itself.
import { renewCacheGeneration } from '@/lib/db/cache-generation';
import { openConfiguredDatabase } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';

async function main() {
  const handle = await openConfiguredDatabase();
  try {
    // A backup from before the generation existed has no table for it yet.
    await migrateDatabase(handle);
    console.log(`cache:renew: the ${handle.kind} database's cache generation is now ${await renewCacheGeneration(handle.db)}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('cache:renew: failed', error);
  process.exit(1);
});
