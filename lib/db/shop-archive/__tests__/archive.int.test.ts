import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { queryRows } from '@/lib/db/rows';
import { createSeededTestDatabase, demoShopIds } from '@/lib/testing/seeded-database';
import { exportShop, importShop, shopRowsOf, ShopArchiveError } from '../archive';
import { archiveTables, DERIVED_TABLES } from '../tables';

let handle: DatabaseHandle;
let folder: string;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'vitrine-archive-'));
});
afterAll(async () => {
  await handle.close();
  await rm(folder, { recursive: true, force: true });
});

/** A fingerprint of each table's rows of the shop: their count and a hash of their JSON, so a changed value shows. */
async function fingerprint(shopId: string, withCustomers: boolean): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const spec of archiveTables(withCustomers)) {
    const where = shopRowsOf(spec, shopId);
    const [row] = await queryRows<{ n: number; hash: string | null }>(handle.db,
      sql`select count(*)::int as n, md5(string_agg(to_jsonb(t)::text, '|' order by to_jsonb(t)::text)) as hash from ${sql.identifier(spec.name)} t where ${where}`);
    out[spec.name] = `${row!.n}:${row!.hash ?? ''}`;
  }
  return out;
}

async function derivedCounts(shopId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of DERIVED_TABLES) {
    const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from ${sql.identifier(name)} where shop_id = ${shopId}`);
    out[name] = row!.n;
  }
  return out;
}

describe('a shop\'s archive', () => {
  it('moves a shop out and back in with every row of its own as it was, and its customers only when asked', async () => {
    const { demo } = await demoShopIds(handle.db);
    // A reusable section and its blocks' document go along (issue 30).
    await handle.db.execute(sql`with section as (insert into sections (shop_id, name) values (${demo}, 'Shipping note') returning id)
      insert into content_documents (shop_id, section_id, published) select ${demo}, id, '{"version":2,"blocks":[]}'::jsonb from section`);
    const before = await fingerprint(demo, false);
    const derivedBefore = await derivedCounts(demo);
    expect(derivedBefore.search_words).toBeGreaterThan(0);
    const [orders] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from customers where shop_id = ${demo}`);
    expect(orders!.n).toBeGreaterThan(0);

    const file = path.join(folder, 'demo.vitrine.gz');
    const header = await exportShop(handle.db, 'demo', file, false);
    expect(header.tables.products).toBeGreaterThan(0);
    expect(header.tables.media).toBeGreaterThan(0);
    expect(header.tables.sections).toBe(1);
    expect(header.tables).not.toHaveProperty('customers');

    // Here the shop is refused: it exists.
    await expect(importShop(handle.db, file)).rejects.toThrow(/has a shop called demo already/);
    await handle.db.execute(sql`delete from shops where id = ${demo}`);
    await importShop(handle.db, file);

    expect(await fingerprint(demo, false)).toEqual(before);
    // What the database derives came back with the rows it derives from.
    expect(await derivedCounts(demo)).toEqual(derivedBefore);
    const [customers] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from customers where shop_id = ${demo}`);
    expect(customers!.n).toBe(0);
  });

  it('refuses a file that is no archive, and writes nothing', async () => {
    const file = path.join(folder, 'not-an-archive');
    await writeFile(file, 'hello');
    const [before] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from shops`);
    await expect(importShop(handle.db, file)).rejects.toBeInstanceOf(ShopArchiveError);
    const [after] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from shops`);
    expect(after!.n).toBe(before!.n);
  });
});
