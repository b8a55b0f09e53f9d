/**
 * Connects to the Redis at `url`, asks PING and disconnects: whether the Redis this instance was given
 * answers. One connection per check, so the answer never comes from a connection that merely survived.
 * ioredis is loaded only here, so an instance without REDIS_URL never loads it.
 */
export async function pingRedis(url: string, timeoutMs: number): Promise<void> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    // One attempt: the readiness check reports, it does not wait for Redis to come back.
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  // Failures reach the caller through connect() and ping(); the event would otherwise be unhandled.
  client.on('error', () => undefined);
  try {
    await client.connect();
    const answer = await client.ping();
    if (answer !== 'PONG') throw new Error(`Redis answered PING with ${answer}`);
  } finally {
    client.disconnect();
  }
}
