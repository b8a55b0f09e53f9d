import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../client';
import { queryRows } from '../../rows';
import { createTestDatabase } from '../../testing';
import { seedDemo } from '..';

// The seed writes the read model once, at its end, and a large one builds the read-only indexes after
// its rows (lib/db/seed/bulk-indexes.ts). What it leaves must be what the triggers leave when owners edit.
let handle: DatabaseHandle;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);
const indexDefinitions = () => rows<{ definition: string }>(sql`select indexdef as definition from pg_indexes where schemaname = current_schema() order by indexname`);
/** The tables the read model's triggers write from the catalogue. */
const DERIVED = ['product_listings', 'category_listings', 'listing_counts', 'search_words', 'search_lexemes'] as const;

let indexesBefore: { definition: string }[];
beforeAll(async () => {
  handle = await createTestDatabase();
  indexesBefore = await indexDefinitions();
  await seedDemo(handle.db, { bulk: true });
}, 120_000);
afterAll(() => handle.close());

it('builds again every index a bulk seed dropped, as the migrations define it', async () => {
  expect(await indexDefinitions()).toEqual(indexesBefore);
});

it('leaves the read model, its category rows, counts, search words and lexemes exactly as the triggers write them for owners\' edits', async () => {
  for (const table of DERIVED) await handle.db.execute(sql.raw(`create table "seeded_${table}" as select * from "${table}"`));
  // Emptied, then written again by the triggers an owner's edits fire: each statement a few products' names.
  await handle.db.execute(sql`delete from product_listings`);
  await handle.db.execute(sql`delete from listing_counts`);
  await handle.db.execute(sql`delete from search_words`);
  await handle.db.execute(sql`delete from search_lexemes`);
  expect(await rows(sql`select 1 from category_listings`)).toEqual([]);
  const ids = (await rows<{ id: string }>(sql`select distinct product_id as id from product_translations order by 1`)).map((row) => row.id);
  for (let start = 0; start < ids.length; start += 50) {
    const batch = ids.slice(start, start + 50);
    await handle.db.execute(sql`update product_translations set name = name where product_id in (${sql.join(batch.map((id) => sql`${id}::uuid`), sql`, `)})`);
  }
  for (const table of DERIVED) {
    const [counts] = await rows<{ seeded: number; missing: number; extra: number }>(sql.raw(`select
      (select count(*)::int from "seeded_${table}") as seeded,
      (select count(*)::int from (select * from "seeded_${table}" except all select * from "${table}") d) as missing,
      (select count(*)::int from (select * from "${table}" except all select * from "seeded_${table}") d) as extra`));
    expect({ table, ...counts, seeded: counts!.seeded > 0 }).toEqual({ table, seeded: true, missing: 0, extra: 0 });
  }
}, 120_000);
