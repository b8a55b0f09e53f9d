import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { log } from '@/lib/log';
import { connectRedis, REDIS_COMMAND_TIMEOUT_MS, REDIS_CONNECT_TIMEOUT_MS, sharedRedisClient } from '@/lib/server/redis-client';
import { freePort, silentServer, startRedisServer, type RedisServer } from '@/lib/testing/redis-server';
import { configuredRateLimiter } from '../index';
import { MemoryRateLimiter } from '../memory';
import { REDIS_RETRY_AFTER_MS, RedisRateLimiter } from '../redis';
import type { RateLimiter } from '../types';

// A Redis server of its own (CI has redis-server), which the outage test stops and starts again.
let redis: RedisServer;
const clients: Redis[] = [];
beforeAll(async () => { redis = await startRedisServer(); });
afterAll(async () => { await redis.stop(); });
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
  jest.restoreAllMocks();
});

/** An app instance of its own: its own client, the test's own key prefix. */
async function instance(url: string, keyPrefix: string): Promise<{ limiter: RedisRateLimiter; client: Redis }> {
  const client = await connectRedis(url);
  clients.push(client);
  return { limiter: new RedisRateLimiter(Promise.resolve(client), keyPrefix), client };
}

async function hits(limiters: RateLimiter[], key: string, times: number, limit: number, windowMs: number) {
  const allowed: boolean[] = [];
  for (let i = 0; i < times; i += 1) allowed.push((await limiters[i % limiters.length]!.hit(key, limit, windowMs)).allowed);
  return allowed;
}

const quietLog = () => ({
  warn: jest.spyOn(log, 'warn').mockImplementation(() => undefined),
  info: jest.spyOn(log, 'info').mockImplementation(() => undefined),
});

describe('the Redis rate limiter', () => {
  it('holds one limit across instances: attempts split over two are refused at the same total as on one', async () => {
    const prefix = `test:${randomUUID()}`;
    const [a, b] = [await instance(redis.url, prefix), await instance(redis.url, prefix)];
    const alone = await hits([a.limiter], 'sign-in:alone', 7, 4, 10_000);
    const split = await hits([a.limiter, b.limiter], 'sign-in:split', 7, 4, 10_000);
    expect(alone).toEqual([true, true, true, true, false, false, false]);
    expect(split).toEqual(alone);
    const refused = await b.limiter.hit('sign-in:split', 4, 10_000);
    expect(refused).toMatchObject({ allowed: false, count: 8 });
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(10_000);
    expect(await a.client.keys(`${prefix}:*`)).toEqual(expect.arrayContaining([`${prefix}:sign-in:alone`, `${prefix}:sign-in:split`]));
  });

  it('peeks at a window another instance counted, without counting, and resets it for all', async () => {
    const prefix = `test:${randomUUID()}`;
    const [a, b] = [await instance(redis.url, prefix), await instance(redis.url, prefix)];
    expect(await b.limiter.peek('device:1')).toEqual({ count: 0, remainingMs: 0 });
    await hits([a.limiter], 'device:1', 3, 10, 60_000);
    const window = await b.limiter.peek('device:1');
    expect(window.count).toBe(3);
    expect(window.remainingMs).toBeGreaterThan(50_000);
    expect(window.remainingMs).toBeLessThanOrEqual(60_000);
    expect((await b.limiter.peek('device:1')).count).toBe(3);
    await b.limiter.reset('device:1');
    expect(await a.limiter.peek('device:1')).toEqual({ count: 0, remainingMs: 0 });
    expect(await a.limiter.hit('device:1', 10, 60_000)).toMatchObject({ allowed: true, count: 1 });
    await a.limiter.reset('device:1');
    expect(await a.client.keys(`${prefix}:*`)).toEqual([]);
  });

  it('starts a new window once the old one ended', async () => {
    const { limiter } = await instance(redis.url, `test:${randomUUID()}`);
    expect((await limiter.hit('search:client:203.0.113.9', 1, 1000)).allowed).toBe(true);
    const refused = await limiter.hit('search:client:203.0.113.9', 1, 1000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(1000);
    // Redis keeps the time: the window's end is waited for, as long as Redis says it lasts (under 1 s).
    await new Promise((resolve) => setTimeout(resolve, refused.retryAfterMs + 20));
    expect(await limiter.hit('search:client:203.0.113.9', 1, 1000)).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts windows of whole seconds, a shorter one rounded up', async () => {
    const { limiter } = await instance(redis.url, `test:${randomUUID()}`);
    const first = await limiter.hit('short', 5, 200);
    expect(first.retryAfterMs).toBeGreaterThan(200);
    expect(first.retryAfterMs).toBeLessThanOrEqual(1000);
  });
});

describe('the Redis rate limiter without Redis', () => {
  it('counts per instance, at once and without throwing, when nothing listens, and says so once', async () => {
    const { warn } = quietLog();
    const { limiter } = await instance(`redis://127.0.0.1:${await freePort()}`, `test:${randomUUID()}`);
    const started = Date.now();
    expect(await hits([limiter], 'sign-in:down', 5, 3, 10_000)).toEqual([true, true, true, false, false]);
    expect(await limiter.peek('sign-in:down')).toMatchObject({ count: 5 });
    await limiter.reset('sign-in:down');
    expect(await limiter.peek('sign-in:down')).toEqual({ count: 0, remainingMs: 0 });
    expect(Date.now() - started).toBeLessThan(200);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith({ reason: expect.any(String) }, expect.stringContaining('counting per instance'));
  });

  it('falls back within the command timeout when Redis accepts but never answers, and does not wait for it again at once', async () => {
    const { warn } = quietLog();
    const silent = await silentServer();
    try {
      // The first use waits for the connection, which never becomes ready: within the timeouts.
      const started = Date.now();
      const client = connectRedis(silent.url);
      const limiter = new RedisRateLimiter(client, `test:${randomUUID()}`);
      expect(await limiter.hit('search:client:hung', 2, 10_000)).toMatchObject({ allowed: true, count: 1 });
      expect(Date.now() - started).toBeLessThan(REDIS_CONNECT_TIMEOUT_MS + REDIS_COMMAND_TIMEOUT_MS);
      const next = Date.now();
      expect(await hits([limiter], 'search:client:hung', 3, 2, 10_000)).toEqual([true, false, false]);
      expect(Date.now() - next).toBeLessThan(100);
      expect(warn).toHaveBeenCalledTimes(1);
      clients.push(await client);
    } finally {
      await silent.close();
    }
  });

  it('falls back within the command timeout when a Redis in use stops answering', async () => {
    const { warn } = quietLog();
    const { limiter, client } = await instance(redis.url, `test:${randomUUID()}`);
    // A client without timeouts, whose PING is answered once the pause is over.
    const patient = new Redis(redis.url);
    clients.push(patient);
    expect((await limiter.hit('paused', 5, 10_000)).count).toBe(1);
    // Redis holds every client's commands for a while: hung, as far as the instance can tell.
    await client.call('CLIENT', 'PAUSE', String(REDIS_COMMAND_TIMEOUT_MS + 500), 'ALL');
    const started = Date.now();
    expect(await limiter.hit('paused', 5, 10_000)).toMatchObject({ allowed: true, count: 1 });
    expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 200);
    expect(warn).toHaveBeenCalledTimes(1);
    await patient.ping();
  });

  it('counts per instance while Redis is down, then shares the limit again once Redis answers', async () => {
    const { warn, info } = quietLog();
    const prefix = `test:${randomUUID()}`;
    const [a, b] = [await instance(redis.url, prefix), await instance(redis.url, prefix)];
    expect((await a.limiter.hit('outage', 2, 60_000)).count).toBe(1);
    await redis.stop();
    try {
      // Down: each instance counts alone, so each allows the limit.
      expect(await hits([a.limiter], 'outage', 2, 2, 60_000)).toEqual([true, true]);
      expect(await hits([b.limiter], 'outage', 2, 2, 60_000)).toEqual([true, true]);
      expect(warn).toHaveBeenCalledTimes(2);
      expect(info).not.toHaveBeenCalled();
    } finally {
      redis = await startRedisServer(redis.port);
    }
    await Promise.all([a.client, b.client].map((client) => new Promise((resolve) => {
      if (client.status === 'ready') resolve(undefined);
      else client.once('ready', resolve);
    })));
    // The instances ask Redis again once their pause after the failure has passed.
    const later = Date.now() + REDIS_RETRY_AFTER_MS;
    jest.spyOn(Date, 'now').mockImplementation(() => later);
    expect(await hits([a.limiter, b.limiter], 'outage', 3, 2, 60_000)).toEqual([true, true, false]);
    expect(info).toHaveBeenCalledTimes(2);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('Redis answers again'));
  });
});

describe('configuredRateLimiter', () => {
  it('counts in Redis when REDIS_URL names one, else in memory', async () => {
    expect(configuredRateLimiter({} as NodeJS.ProcessEnv)).toBeInstanceOf(MemoryRateLimiter);
    expect(configuredRateLimiter({ REDIS_URL: redis.url } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv)).toBeInstanceOf(RedisRateLimiter);
    clients.push(await sharedRedisClient(redis.url));
  });
});
