import type { DatabaseHandle } from '@/lib/db/client';
import { shops } from '@/lib/db/schema';
import { seedDemo } from '@/lib/db/seed';
import { DEMO } from '@/lib/db/seed/demo';
import { createTestDatabase } from '@/lib/db/testing';

/** A fresh database with the demo shops, installed as the process database, for one test file. */
export function createSeededTestDatabase(options: { products?: number } = {}): Promise<DatabaseHandle> {
  // A smaller catalog than the demo's default keeps the seed near a few seconds; the run seeds each size once.
  const products = options.products ?? 60;
  return createTestDatabase({ key: `demo${products}`, fill: async (db) => { await seedDemo(db, { products }); } });
}

/** The ids of the two demo shops in a seeded database. */
export async function demoShopIds(db: DatabaseHandle['db']): Promise<{ demo: string; beyond: string }> {
  const rows = await db.select({ id: shops.id, slug: shops.slug }).from(shops);
  const idOf = (slug: string) => {
    const row = rows.find((r) => r.slug === slug);
    if (!row) throw new Error(`the seeded database has no shop ${slug}`);
    return row.id;
  };
  return { demo: idOf(DEMO.shops.demo.slug), beyond: idOf(DEMO.shops.beyond.slug) };
}
