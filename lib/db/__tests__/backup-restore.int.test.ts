import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from '../backup';
import { openPglite, type DatabaseHandle } from '../client';
import { migrateDatabase } from '../migrate';
import { queryRows } from '../rows';
import { media, shops } from '../schema';
import { createTestDatabase } from '../testing';
import { withDatabase } from '../testing/postgres';

// An image's bytes with every byte value: a backup that garbled binary data would show it.
const BYTES = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'vitrine-backup-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A shop with one uploaded image: what a backup must bring back. */
async function fill(handle: DatabaseHandle) {
  const [shop] = await handle.db.insert(shops).values({
    slug: 'backed-up', title: 'Backed up', email: 'owner@example.com', defaultLocale: 'en', baseUrl: 'http://localhost:3000',
  }).returning();
  await handle.db.insert(media).values({ shopId: shop!.id, filename: 'logo.png', contentType: 'image/png', byteSize: BYTES.length, width: 1, height: 1, data: BYTES });
  return shop!.id;
}

async function imageOf(handle: DatabaseHandle, shopId: string) {
  const [row] = await handle.db.select({ data: media.data }).from(media).where(eq(media.shopId, shopId));
  return row?.data ? Buffer.from(row.data) : null;
}

const server = process.env.DATABASE_URL;

(server ? describe : describe.skip)('a PostgreSQL server\'s backup (pg_dump, pg_restore)', () => {
  let handle: DatabaseHandle;
  let url: string;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const [row] = await queryRows<{ name: string }>(handle.db, sql`select current_database() as name`);
    url = withDatabase(server!, row!.name);
  });
  afterAll(() => handle.close());

  it('brings back the shop and its images as they were, replacing what changed since', async () => {
    const shopId = await fill(handle);
    const file = path.join(folder, 'server.dump');
    await backupPostgres(url, file);

    await handle.db.delete(media).where(eq(media.shopId, shopId));
    await handle.db.update(shops).set({ title: 'Changed after the backup' }).where(eq(shops.id, shopId));
    await restorePostgres(url, file);

    expect(await imageOf(handle, shopId)).toEqual(BYTES);
    const [shop] = await handle.db.select({ title: shops.title }).from(shops).where(eq(shops.id, shopId));
    expect(shop?.title).toBe('Backed up');
  });

  it('refuses a file that is no backup and leaves the database as it was', async () => {
    const file = path.join(folder, 'not-a-dump');
    await writeFile(file, 'hello');
    const [before] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from shops`);
    await expect(restorePostgres(url, file)).rejects.toThrow(/pg_restore exited/);
    const [after] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from shops`);
    expect(after?.n).toBe(before?.n);
  });
});

(server ? describe.skip : describe)('the embedded database\'s backup (PGlite\'s data directory)', () => {
  it('brings the shop and its images back in a new directory, and restores into no directory with files', async () => {
    const source = path.join(folder, 'source');
    const original = await openPglite(source);
    await migrateDatabase(original);
    const shopId = await fill(original);
    await original.close();

    const file = path.join(folder, 'pglite.tar.gz');
    await backupPglite(source, file);
    const target = path.join(folder, 'restored');
    await restorePglite(file, target);

    const restored = await openPglite(target);
    try {
      expect(await imageOf(restored, shopId)).toEqual(BYTES);
    } finally {
      await restored.close();
    }
    await expect(restorePglite(file, source)).rejects.toThrow(/is not empty/);
  });
});
