import { sql } from 'drizzle-orm';
import { readCacheGeneration, renewCacheGeneration } from '../cache-generation';
import type { DatabaseHandle } from '../client';
import { createTestDatabase } from '../testing';

let handle: DatabaseHandle;
beforeAll(async () => { handle = await createTestDatabase(); });
afterAll(() => handle.close());

describe('the cache generation', () => {
  it('is there from the first migration, and a renewal gives a new one to every reader', async () => {
    const first = await readCacheGeneration(handle.db);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    const renewed = await renewCacheGeneration(handle.db);
    expect(renewed).not.toBe(first);
    expect(await readCacheGeneration(handle.db)).toBe(renewed);
  });

  it('stays one row, and a renewal rolled back with its transaction leaves the generation as it was', async () => {
    const before = await readCacheGeneration(handle.db);
    await expect(handle.db.transaction(async (tx) => {
      await renewCacheGeneration(tx);
      throw new Error('the seed failed');
    })).rejects.toThrow('the seed failed');
    expect(await readCacheGeneration(handle.db)).toBe(before);
    await expect(handle.db.execute(sql`insert into cache_generation (single) values (false)`)).rejects.toThrow();
    const { rows } = await handle.db.execute(sql`select count(*)::int as n from cache_generation`) as unknown as { rows: { n: number }[] };
    expect(rows).toEqual([{ n: 1 }]);
  });
});
