import type { Redis } from 'ioredis';
import { boundedRedisOptions, firstConnection } from '@/lib/redis/bounded-client.mjs';

export { REDIS_COMMAND_TIMEOUT_MS, REDIS_CONNECT_TIMEOUT_MS } from '@/lib/redis/bounded-client.mjs';

/**
 * A client for the work requests do in Redis (shared rate limits), with the bounded options of
 * lib/redis/bounded-client.mjs, resolved once its first connection is up, failed or timed out: the
 * callers fall back meanwhile. ioredis is loaded only here (and by the readiness ping and the page
 * cache), so an instance without REDIS_URL never loads it.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, boundedRedisOptions());
  // Failures reach the callers through their commands, which log them; the event would otherwise be unhandled.
  client.on('error', () => undefined);
  await firstConnection(client);
  return client;
}

const SHARED = Symbol.for('vitrine.redis-clients');
const holder = globalThis as typeof globalThis & { [SHARED]?: Map<string, Promise<Redis>> };

/**
 * This process's client for `url`, made on first use. Kept on globalThis, like the database handle:
 * the server hooks and the route handlers are bundled apart and share one connection.
 */
export function sharedRedisClient(url: string): Promise<Redis> {
  const clients = (holder[SHARED] ??= new Map());
  let client = clients.get(url);
  if (!client) {
    client = connectRedis(url);
    clients.set(url, client);
  }
  return client;
}
