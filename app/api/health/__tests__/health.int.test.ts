import { createServer, type AddressInfo } from 'node:net';
import type { DatabaseHandle } from '@/lib/db/client';
import { installDatabase } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing';
import { log } from '@/lib/log';
import { markShuttingDown } from '@/lib/server/health/shutdown-state';
import { GET as live } from '../route';
import { GET as ready } from '../ready/route';

/** A database that records being asked and never answers: what a hung server looks like from here. */
function hungDatabase(asked: string[]): DatabaseHandle {
  const db = { execute: () => { asked.push('execute'); return new Promise(() => undefined); } };
  return { db: db as unknown as DatabaseHandle['db'], kind: 'postgres', close: async () => undefined };
}

const read = async (response: Response) => ({ status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() as unknown });

const redisUrl = process.env.REDIS_URL;
beforeAll(() => { delete process.env.REDIS_URL; });
afterAll(() => { if (redisUrl === undefined) delete process.env.REDIS_URL; else process.env.REDIS_URL = redisUrl; });
beforeEach(() => jest.spyOn(log, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('GET /api/health (liveness)', () => {
  it('answers 200 ok, never stored, without asking the database', async () => {
    const asked: string[] = [];
    installDatabase(hungDatabase(asked));
    expect(await read(live())).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ok' } });
    expect(asked).toEqual([]);
  });
});

describe('GET /api/health/ready (readiness)', () => {
  it('answers 200 when the database answers', async () => {
    const handle = await createTestDatabase();
    try {
      expect(await read(await ready())).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ok', checks: { database: 'ok' } } });
    } finally {
      await handle.close();
    }
  });

  it('answers 503 naming the database when it is closed', async () => {
    const handle = await createTestDatabase();
    await handle.close();
    expect(await read(await ready())).toEqual({ status: 503, cacheControl: 'no-store', body: { status: 'unavailable', checks: { database: 'failed' } } });
  });

  it('answers 503 within about 2 s when the database hangs', async () => {
    installDatabase(hungDatabase([]));
    const started = Date.now();
    expect((await read(await ready())).body).toEqual({ status: 'unavailable', checks: { database: 'timed out' } });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('checks Redis when REDIS_URL is set, and answers 200 degraded naming it when it does not answer: the instance still serves', async () => {
    const handle = await createTestDatabase();
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const { port } = free.address() as AddressInfo;
    await new Promise((resolve) => free.close(resolve));
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    try {
      expect(await read(await ready())).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'degraded', checks: { database: 'ok', redis: 'failed' } } });
    } finally {
      delete process.env.REDIS_URL;
      await handle.close();
    }
  });

  it('answers 503 once the instance is shutting down, so that a balancer stops sending it requests', async () => {
    const handle = await createTestDatabase();
    try {
      markShuttingDown();
      expect(await read(await ready())).toEqual({ status: 503, cacheControl: 'no-store', body: { status: 'shutting-down', checks: {} } });
    } finally {
      await handle.close();
    }
  });
});
