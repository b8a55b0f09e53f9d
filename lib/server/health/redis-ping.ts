/**
 * Connects to the Redis at `url`, asks PING and disconnects: whether the Redis this instance was given
 * answers, within `timeoutMs`. One connection per check, so the answer never comes from a connection
 * that merely survived. ioredis is loaded only here, so an instance without REDIS_URL never loads it.
 */
export async function pingRedis(url: string, timeoutMs: number): Promise<void> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    // One attempt: the readiness check reports, it does not wait for Redis to come back.
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  // Failures reach the caller through connect() and ping(); the event would otherwise be unhandled.
  client.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  // ioredis's own timeouts leave a Redis that accepts and never answers (its greeting unanswered) open
  // for seconds more: the check ends the connection itself.
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const answer = await Promise.race([client.connect().then(() => client.ping()), late]);
    if (answer !== 'PONG') throw new Error(`Redis answered PING with ${answer}`);
  } finally {
    clearTimeout(timer);
    client.disconnect();
  }
}
