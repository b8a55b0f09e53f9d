// `npm run db:backup -- FILE`: the configured database (DATABASE_URL, else PGlite under PGLITE_DIR) to one
// file: pg_dump's custom format for a server (taken while the shop serves), PGlite's gzipped data
// directory for the embedded database (stop the shop first). deploy/README.md, "Backups and restore".
import { backupPglite, backupPostgres } from '@/lib/db/backup';
import { DEFAULT_PGLITE_DIR } from '@/lib/db/client';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npm run db:backup -- FILE');
  const url = process.env.DATABASE_URL;
  if (url) await backupPostgres(url, file);
  else await backupPglite(process.env.PGLITE_DIR || DEFAULT_PGLITE_DIR, file);
  console.log(`db:backup: the ${url ? 'PostgreSQL' : 'PGlite'} database is in ${file}`);
}

main().catch((error: unknown) => {
  console.error(`db:backup: failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
