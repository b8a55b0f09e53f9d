// `npm run db:restore -- FILE`: a backup of `npm run db:backup` back into the configured database. On a
// server it replaces what the database holds, in one transaction, then gives the data a new cache
// generation so that no instance serves pages rendered before. For PGlite, PGLITE_DIR must name a new
// (or empty) directory: the shop then starts on it. deploy/README.md, "Backups and restore".
import { restorePglite, restorePostgres } from '@/lib/db/backup';
import { renewCacheGeneration } from '@/lib/db/cache-generation';
import { DEFAULT_PGLITE_DIR, openConfiguredDatabase } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npm run db:restore -- FILE');
  const url = process.env.DATABASE_URL;
  if (url) await restorePostgres(url, file);
  else await restorePglite(file, process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR);
  // A backup of an earlier release gets this release's migrations; the pages cached from the data before go.
  const handle = await openConfiguredDatabase();
  try {
    await migrateDatabase(handle);
    const generation = await renewCacheGeneration(handle.db);
    console.log(`db:restore: ${file} restored into the ${handle.kind} database (cache generation ${generation})`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`db:restore: failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
