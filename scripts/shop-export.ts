// `npm run shop:export -- SLUG FILE [--with-customers]`: one shop of the configured database as one file,
// to move it to another deployment (`npm run shop:import -- FILE` there). deploy/README.md, "Moving a shop".
import { openConfiguredDatabase } from '@/lib/db/client';
import { exportShop } from '@/lib/db/shop-archive/archive';

async function main() {
  const [slug, file] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!slug || !file) throw new Error('usage: npm run shop:export -- SLUG FILE [--with-customers]');
  const handle = await openConfiguredDatabase();
  try {
    const header = await exportShop(handle.db, slug, file, process.argv.includes('--with-customers'));
    const rows = Object.values(header.tables).reduce((sum, count) => sum + count, 0);
    console.log(`shop:export: ${slug} (${rows} rows${header.withCustomers ? ', customers included' : ', without customers'}) is in ${file}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`shop:export: failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
