import type { DatabaseHandle } from '@/lib/db/client';
import { seedDemo } from '@/lib/db/seed';
import { createTestDatabase } from '@/lib/db/testing';

/** A fresh database with the demo shops, installed as the process database, for one test file. */
export async function createSeededTestDatabase(options: { products?: number } = {}): Promise<DatabaseHandle> {
  const handle = await createTestDatabase();
  // A smaller catalog than the demo's default keeps each file's setup near a second.
  await seedDemo(handle.db, { products: options.products ?? 60 });
  return handle;
}
