import { freePort, hasRedisServer, startRedisServer, startSilentServer } from '@/lib/testing/redis-server';
import { pingRedis } from '../redis-ping';

describe('pingRedis', () => {
  it('fails when nothing listens at the address', async () => {
    await expect(pingRedis(`redis://127.0.0.1:${await freePort()}`, 1000)).rejects.toThrow();
  });

  it('fails within its timeout when the address accepts but never answers', async () => {
    const silent = await startSilentServer();
    const started = Date.now();
    try {
      await expect(pingRedis(silent.url, 300)).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await silent.stop();
    }
  });

  // The machine's Redis server, started on a port of its own (CI has one; elsewhere the test says it is skipped).
  (hasRedisServer ? it : it.skip)('answers when a Redis server answers PING', async () => {
    const redis = await startRedisServer();
    try {
      await expect(pingRedis(redis.url, 1000)).resolves.toBeUndefined();
    } finally {
      await redis.stop();
    }
  });
});
