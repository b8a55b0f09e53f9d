/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import { hasRedisServer, startRedisServer, startRelay } from '@/lib/testing/redis-server';
import { REDIS_COMMAND_TIMEOUT_MS as COMMAND_TIMEOUT_MS } from '@/lib/redis/bounded-client.mjs';
import { RedisPageStore } from '../redis-page-store';

/** Polls `check` until it holds, for at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${ms} ms`);
    await wait(50);
  }
}

const quiet = { info: () => undefined, warn: () => undefined };

(hasRedisServer() ? describe : describe.skip)('RedisPageStore', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  const stores: RedisPageStore[] = [];
  const open = (url: string, prefix: string, log = quiet) => {
    const store = new RedisPageStore({ url, prefix, log });
    stores.push(store);
    return store;
  };
  beforeAll(async () => { redis = await startRedisServer(); });
  afterEach(async () => { await Promise.all(stores.splice(0).map((store) => store.close())); });
  afterAll(async () => { await redis.stop(); });

  it('sends an entry only to an instance without the current copy, and expires it by tag from any instance', async () => {
    const prefix = `test:${randomUUID()}:`;
    const a = open(redis.url, prefix);
    const b = open(redis.url, prefix);
    expect(await b.read('/page', undefined, [])).toEqual({ state: 'missing' });
    const stamp = await a.write('/page', Buffer.from('page'), ['shop:demo'], 60);
    expect(await b.read('/page', undefined, [])).toEqual({ state: 'newer', stamp, bytes: Buffer.from('page') });
    expect(await b.read('/page', stamp, [])).toEqual({ state: 'current' });
    await a.revalidate(['catalog:demo'], 0);
    expect(await b.read('/page', stamp, [])).toEqual({ state: 'current' });
    expect(await b.read('/page', stamp, ['catalog:demo'])).toEqual({ state: 'expired' });
    await a.revalidate(['shop:demo'], 0);
    expect(await b.read('/page', stamp, [])).toEqual({ state: 'expired' });
  });

  it('expires every entry written before its tag times were kept, when they are lost (evicted, deleted)', async () => {
    const prefix = `test:${randomUUID()}:`;
    const a = open(redis.url, prefix);
    const stamp = await a.write('/page', Buffer.from('page'), ['shop:demo'], 60);
    const { Redis } = await import('ioredis');
    const admin = new Redis(redis.url);
    try {
      await admin.del(`${prefix}tags`);
    } finally {
      admin.disconnect();
    }
    expect(await a.read('/page', stamp, [])).toEqual({ state: 'expired' });
    const next = await a.write('/page', Buffer.from('page again'), ['shop:demo'], 60);
    expect(await a.read('/page', next, [])).toEqual({ state: 'current' });
  });

  it('fails once per outage in the log, and writes the tags revalidated meanwhile when Redis answers again', async () => {
    const prefix = `test:${randomUUID()}:`;
    const [host, port] = new URL(redis.url).host.split(':') as [string, string];
    const relay = await startRelay({ host, port: Number(port) });
    try {
      const log = { info: jest.fn(), warn: jest.fn() };
      const other = open(redis.url, prefix);
      const store = open(relay.url, prefix, log);
      const stamp = await other.write('/page', Buffer.from('page'), ['shop:demo'], 60);
      expect(await store.read('/page', stamp, [])).toEqual({ state: 'current' });

      relay.cut();
      expect(await store.read('/page', stamp, [])).toBeUndefined();
      await store.revalidate(['shop:demo'], 0);
      expect(await store.write('/else', Buffer.from('else'), [], 60)).toBeUndefined();
      expect(log.warn).toHaveBeenCalledTimes(1);
      // Redis never heard of the revalidation: the other instances keep the page until it comes back.
      expect(await other.read('/page', stamp, [])).toEqual({ state: 'current' });

      relay.restore();
      await eventually(async () => (await store.read('/else', undefined, [])) !== undefined);
      expect(await other.read('/page', stamp, [])).toEqual({ state: 'expired' });
      expect(log.info).toHaveBeenCalledTimes(1);
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      await relay.stop();
    }
  });

  it('gives up on a Redis that stops answering within the command timeout, then leaves it alone until it is tried again', async () => {
    const own = await startRedisServer();
    try {
      const store = open(own.url, `test:${randomUUID()}:`);
      const stamp = await store.write('/page', Buffer.from('page'), [], 60);
      expect(await store.read('/page', stamp, [])).toEqual({ state: 'current' });

      own.pause();
      let started = Date.now();
      expect(await store.read('/page', stamp, [])).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(COMMAND_TIMEOUT_MS + 300);
      started = Date.now();
      expect(await store.read('/page', stamp, [])).toBeUndefined();
      await store.revalidate(['shop:demo'], 0);
      expect(Date.now() - started).toBeLessThan(50);

      own.resume();
      await eventually(async () => (await store.read('/page', stamp, [])) !== undefined);
    } finally {
      own.resume();
      await Promise.all(stores.splice(0).map((store) => store.close()));
      await own.stop();
    }
  });
});
