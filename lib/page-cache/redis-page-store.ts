// The Redis side of the shared page cache: entries, tag times, and what happens when Redis fails.
import type { Redis } from 'ioredis';
import { boundedRedisOptions, firstConnection } from '../redis/bounded-client.mjs';

/** After a failure, Redis is left alone this long (requests use this instance's memory), then tried again. */
export const RETRY_AFTER_MS = 1000;

// Every time is Redis's clock in microseconds (TIME), so instances whose clocks differ still agree on
// which came first: an entry's write and a tag's revalidation. The field '*' of the tags hash is when
// the hash began: entries older than it are expired, as tag times from before it may be lost (the hash
// evicted, expired or deleted while entries survived).
const CLOCK = `local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000000 + tonumber(clock[2])`;

/**
 * KEYS: entry, tags hash. ARGV: the stamp of the copy the caller holds ('' for none), then the tags
 * the caller adds (a data entry's tags and soft tags). Answers 0 (no entry), 1 (expired by a tag),
 * 2 (the caller's copy is current) or [stamp, entry]: one round trip, and the entry's bytes only
 * when the caller lacks them.
 */
const READ = `local entry = redis.call('HMGET', KEYS[1], 'stamp', 'tags')
local stamp = entry[1]
if not stamp then return 0 end
local names = {'*'}
for tag in string.gmatch(entry[2] or '', '[^,]+') do names[#names + 1] = tag end
for i = 2, #ARGV do names[#names + 1] = ARGV[i] end
local times = redis.call('HMGET', KEYS[2], unpack(names))
local written = tonumber(stamp)
if not times[1] or tonumber(times[1]) > written then return 1 end
${CLOCK}
for i = 2, #times do
  local at = tonumber(times[i])
  if at and at <= now and at > written then return 1 end
end
if stamp == ARGV[1] then return 2 end
return {stamp, redis.call('HGET', KEYS[1], 'entry')}`;

/**
 * KEYS: entry, tags hash. ARGV: entry bytes, its tags (comma-separated), lifetime in seconds. The tags
 * hash lives at least as long as the entry. Answers the entry's stamp.
 */
const WRITE = `${CLOCK}
local stamp = string.format('%.0f', now)
redis.call('HSETNX', KEYS[2], '*', stamp)
redis.call('HSET', KEYS[1], 'entry', ARGV[1], 'tags', ARGV[2], 'stamp', stamp)
redis.call('EXPIRE', KEYS[1], ARGV[3])
if redis.call('TTL', KEYS[2]) < tonumber(ARGV[3]) then redis.call('EXPIRE', KEYS[2], ARGV[3]) end
return stamp`;

/** KEYS: tags hash. ARGV: microseconds until the tags expire (0: now), then the tags. */
const REVALIDATE = `${CLOCK}
redis.call('HSETNX', KEYS[1], '*', string.format('%.0f', now))
local at = string.format('%.0f', now + tonumber(ARGV[1]))
for i = 2, #ARGV do redis.call('HSET', KEYS[1], ARGV[i], at) end
return 1`;

export interface StoreLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}
export type ReadAnswer = { state: 'missing' | 'expired' | 'current' } | { state: 'newer'; stamp: string; bytes: Buffer };

/** The client with the scripts above defined as commands (ioredis `scripts`). */
interface PageScripts {
  readPageBuffer(entryKey: string, tagsKey: string, heldStamp: string, ...tags: string[]): Promise<0 | 1 | 2 | [Buffer, Buffer]>;
  writePage(entryKey: string, tagsKey: string, bytes: Buffer, tags: string, lifetimeSeconds: number): Promise<string>;
  revalidateTags(tagsKey: string, delay: number, ...tags: string[]): Promise<number>;
}

/**
 * Entries and tag times of one build in one Redis, shared by every instance. Each method answers
 * `undefined` when Redis could not be used (unreachable, hung, failing): the caller then serves from
 * this instance's memory. A failure is logged once, with the recovery; while Redis is failing it is
 * tried again once per RETRY_AFTER_MS. Tags revalidated meanwhile are kept and written first when
 * Redis answers again, so no page revalidated during an outage stays stale on the other instances.
 */
export class RedisPageStore {
  #client: (Redis & PageScripts) | undefined;
  readonly #started: Promise<void>;
  readonly #prefix: string;
  readonly #log: StoreLog;
  /** When this instance last saw Redis fail, while it has not answered since. */
  #failedAt: number | undefined;
  #retryAt = 0;
  /** Tags revalidated while Redis failed, with their delay in microseconds. */
  readonly #pending = new Map<string, number>();

  /** `prefix` starts every key (one build's). */
  constructor({ url, prefix, log }: { url: string; prefix: string; log: StoreLog }) {
    this.#prefix = prefix;
    this.#log = log;
    // Requests made while the first connection is being set up wait for it (within the connect
    // timeout), rather than taking the fresh instance for a failed Redis.
    this.#started = this.#connect(url).catch((error) => this.#fail(error));
  }

  async #connect(url: string): Promise<void> {
    // Loaded here, not at the top: an instance without REDIS_URL never loads ioredis.
    const { Redis } = await import('ioredis');
    // Bounded (lib/redis/bounded-client.mjs): a get is on every cached page request, so a slow Redis must cost little.
    const client = new Redis(url, boundedRedisOptions({
      scripts: {
        readPage: { lua: READ, numberOfKeys: 2 },
        writePage: { lua: WRITE, numberOfKeys: 2 },
        revalidateTags: { lua: REVALIDATE, numberOfKeys: 1 },
      },
    })) as Redis & PageScripts;
    this.#client = client;
    client.on('error', (error: Error) => this.#fail(error));
    await firstConnection(client);
  }

  /**
   * The entry under `key` unless a tag (its own, or one of `tags`) was revalidated after it was written.
   * `heldStamp`: the stamp of the copy the caller already holds.
   */
  async read(key: string, heldStamp: string | undefined, tags: string[]): Promise<ReadAnswer | undefined> {
    const answer = await this.#attempt(() => this.#client!.readPageBuffer(this.#entryKey(key), this.#tagsKey(), heldStamp ?? '', ...tags));
    if (answer === undefined) return undefined;
    if (Array.isArray(answer)) return { state: 'newer', stamp: answer[0].toString(), bytes: answer[1] };
    return { state: (['missing', 'expired', 'current'] as const)[answer] ?? 'missing' };
  }

  /** Stores an entry for `lifetimeSeconds`; answers its stamp. */
  write(key: string, bytes: Buffer, tags: string[], lifetimeSeconds: number): Promise<string | undefined> {
    return this.#attempt(() => this.#client!.writePage(this.#entryKey(key), this.#tagsKey(), bytes, tags.join(','), lifetimeSeconds));
  }

  /** Expires, on every instance, the entries with one of these tags written before now (plus `delaySeconds`). */
  async revalidate(tags: string[], delaySeconds: number): Promise<void> {
    const delay = Math.round(delaySeconds * 1_000_000);
    const done = await this.#attempt(() => this.#revalidate(tags, delay));
    if (done === undefined) for (const tag of tags) this.#pending.set(tag, Math.min(delay, this.#pending.get(tag) ?? delay));
  }

  /** Ends the connection (tests; a stopping instance simply exits). */
  async close(): Promise<void> {
    await this.#started;
    this.#client?.disconnect();
  }

  /** Runs a command unless Redis is failing; answers undefined when it is or when the command fails. */
  async #attempt<T>(command: () => Promise<T>): Promise<T | undefined> {
    await this.#started;
    if (this.#failedAt !== undefined) {
      if (Date.now() < this.#retryAt) return undefined;
      // One request tries Redis again; the others meanwhile keep using memory.
      this.#retryAt = Date.now() + RETRY_AFTER_MS;
      try {
        await this.#writePending();
      } catch (error) {
        this.#fail(error as Error);
        return undefined;
      }
    }
    try {
      const result = await command();
      if (this.#failedAt !== undefined && this.#pending.size === 0) {
        this.#log.info({ failedForMs: Date.now() - this.#failedAt }, 'the shared page cache (Redis) answers again');
        this.#failedAt = undefined;
      }
      return result;
    } catch (error) {
      this.#fail(error as Error);
      return undefined;
    }
  }

  /** Tags revalidated while Redis failed, written before anything else is read from it. */
  async #writePending(): Promise<void> {
    const byDelay = new Map<number, string[]>();
    for (const [tag, delay] of this.#pending) byDelay.set(delay, [...(byDelay.get(delay) ?? []), tag]);
    for (const [delay, tags] of byDelay) {
      await this.#revalidate(tags, delay);
      for (const tag of tags) if (this.#pending.get(tag) === delay) this.#pending.delete(tag);
    }
  }

  #revalidate(tags: string[], delay: number): Promise<number> {
    return this.#client!.revalidateTags(this.#tagsKey(), delay, ...tags);
  }

  #fail(error: Error): void {
    this.#retryAt = Date.now() + RETRY_AFTER_MS;
    if (this.#failedAt !== undefined) return;
    this.#failedAt = Date.now();
    this.#log.warn({ err: error }, 'the shared page cache (Redis) failed: this instance serves cached pages from its own memory until Redis answers');
  }

  #entryKey(key: string): string {
    return `${this.#prefix}entry:${key}`;
  }

  #tagsKey(): string {
    return `${this.#prefix}tags`;
  }
}
