import type { Redis } from 'ioredis';

/** The longest a command may wait for Redis: what a request pays, at most, when Redis hangs. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** The longest a connection attempt, and so the first use after start, may take. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;

/**
 * A client for the work requests do in Redis (shared rate limits), bounded so that a Redis that is down
 * or hung costs a request at most REDIS_COMMAND_TIMEOUT_MS and never an error of its own: commands
 * sent while there is no connection fail at once instead of waiting in a queue, and a connection lost
 * is retried in the background for as long as the process runs. Resolves once the first connection is
 * up, or failed, or REDIS_CONNECT_TIMEOUT_MS passed: the callers fall back meanwhile. ioredis is loaded
 * only here (and by the readiness ping), so an instance without REDIS_URL never loads it.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // A command in flight when the connection drops fails rather than waiting for a reconnection.
    maxRetriesPerRequest: 0,
    retryStrategy: (attempts) => Math.min(attempts * 200, 2000),
  });
  // Failures reach the callers through their commands, which log them; the event would otherwise be unhandled.
  client.on('error', () => undefined);
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_CONNECT_TIMEOUT_MS);
    client.once('ready', done).once('error', done);
  });
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
