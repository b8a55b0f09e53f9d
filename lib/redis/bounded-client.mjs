// @ts-check
// The Redis client options every part of the app uses (shared rate limits, the shared page cache).
// Plain JavaScript: the page cache handler, loaded unbundled by Next, imports it as well as TypeScript.

/** The longest a command may wait for Redis: what a request pays, at most, when Redis hangs. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** The longest a connection attempt, and so the first use after start, may take. */
export const REDIS_CONNECT_TIMEOUT_MS = 1000;

/**
 * ioredis options for work that requests wait on, bounded so that a Redis that is down or hung costs a
 * request at most REDIS_COMMAND_TIMEOUT_MS and never an error of its own: commands sent while there is
 * no connection fail at once instead of waiting in a queue, one in flight when the connection drops
 * fails rather than waiting for a reconnection, and a lost connection is retried in the background,
 * at most every 2 s, for as long as the process runs.
 * @template {object} T
 * @param {T} [extra] more options (e.g. `scripts`)
 */
export function boundedRedisOptions(extra) {
  return {
    enableOfflineQueue: false,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: (/** @type {number} */ attempts) => Math.min(attempts * 200, 2000),
    ...extra,
  };
}

/**
 * Resolves once a new client's first connection is up, or failed, or REDIS_CONNECT_TIMEOUT_MS passed:
 * requests made meanwhile wait for it rather than taking a starting instance for a failed Redis.
 * @param {import('ioredis').Redis} client
 * @returns {Promise<void>}
 */
export function firstConnection(client) {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_CONNECT_TIMEOUT_MS);
    client.once('ready', done).once('error', done);
  });
}
