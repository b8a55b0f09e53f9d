import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { shops, ucpIdempotencyKeys } from '@/lib/db/schema';
import { DEMO } from '@/lib/db/seed/demo';
import { runScheduledWork } from '@/lib/server/scheduled-work';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { IDEMPOTENCY_RETENTION_HOURS, oncePerKey } from '../ucp-idempotency';

let handle: DatabaseHandle;
let shopId: string;

beforeAll(async () => {
  handle = await createSeededTestDatabase();
  const [shop] = await handle.db.select({ id: shops.id }).from(shops).where(eq(shops.slug, DEMO.shops.demo.slug));
  shopId = shop!.id;
});
afterAll(() => handle.close());

/** A key claimed `hoursAgo` hours ago, answered or (without a status) still "running". */
async function keyOf(key: string, hoursAgo: number, responseStatus: number | null = 201) {
  await handle.db.insert(ucpIdempotencyKeys).values({
    shopId, key, requestHash: 'hash', responseStatus, responseBody: responseStatus ? { id: key } : null,
    createdAt: sql`now() - make_interval(mins => ${Math.round(hoursAgo * 60)})` as never,
  });
}
const keys = async () => (await handle.db.select({ key: ucpIdempotencyKeys.key }).from(ucpIdempotencyKeys)).map((row) => row.key).sort();

describe('pruning UCP idempotency keys', () => {
  it('the scheduler tick deletes the keys older than the retention, answered or abandoned, and keeps the younger ones', async () => {
    expect(IDEMPOTENCY_RETENTION_HOURS).toBe(24);
    await keyOf('old-answered-key', 25);
    await keyOf('old-running-key', 30, null);
    await keyOf('young-answered-key', 23);
    await keyOf('fresh-running-key', 0, null);
    await runScheduledWork();
    expect(await keys()).toEqual(['fresh-running-key', 'young-answered-key']);
  });

  it('a replay of a pruned key runs the write again; before, it answered the stored answer', async () => {
    let runs = 0;
    const write = async () => ({ status: 201, body: { run: ++runs } });
    await oncePerKey(shopId, 'replayed-key', 'POST /checkout-sessions {}', write);
    expect(await oncePerKey(shopId, 'replayed-key', 'POST /checkout-sessions {}', write)).toEqual({ status: 201, body: { run: 1 } });
    await handle.db.update(ucpIdempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` as never }).where(eq(ucpIdempotencyKeys.key, 'replayed-key'));
    await runScheduledWork();
    expect(await oncePerKey(shopId, 'replayed-key', 'POST /checkout-sessions {}', write)).toEqual({ status: 201, body: { run: 2 } });
  });
});
