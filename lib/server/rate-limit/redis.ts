import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { log } from '@/lib/log';
import { MemoryRateLimiter } from './memory';
import type { RateLimiter, RateLimitResult, WindowState } from './types';

/** Where the counters live in Redis: `vitrine:rate-limit:<key>`. */
export const REDIS_KEY_PREFIX = 'vitrine:rate-limit';
/** After Redis failed, how long this instance counts alone before it asks Redis again. */
export const REDIS_RETRY_AFTER_MS = 2000;

/**
 * Fixed-window counters in Redis (rate-limiter-flexible), shared by every instance on that Redis: a
 * limit holds across all of them. Windows are whole seconds there (the library's unit; a shorter one
 * is rounded up), and time is Redis's own, so `now` is ignored.
 *
 * When Redis fails or does not answer in time (the client bounds each command), the counting falls
 * back to this instance's memory: limits then hold per instance, and the log says so once per outage
 * and again when Redis answers. Meanwhile Redis is asked again every REDIS_RETRY_AFTER_MS, so a hung
 * Redis delays one request in that time, not every one. A limit never fails a request.
 */
export class RedisRateLimiter implements RateLimiter {
  /** One library limiter per (limit, window): its points and duration are fixed at construction. */
  private readonly limiters = new Map<string, RateLimiterRedis>();
  private failing = false;
  private retryAt = 0;

  constructor(
    private readonly client: Promise<Redis>,
    private readonly keyPrefix = REDIS_KEY_PREFIX,
    private readonly fallback: RateLimiter = new MemoryRateLimiter(),
  ) {}

  hit(key: string, limit: number, windowMs: number, now?: number): Promise<RateLimitResult> {
    return this.shared(
      async (client) => {
        // penalty() counts the hit and answers the count either way; consume() would reject past the limit.
        const result = await this.limiterFor(client, limit, windowMs).penalty(key);
        return { allowed: result.consumedPoints <= limit, retryAfterMs: Math.max(0, result.msBeforeNext), count: result.consumedPoints };
      },
      () => this.fallback.hit(key, limit, windowMs, now),
    );
  }

  peek(key: string, now?: number): Promise<WindowState> {
    return this.shared(
      async (client) => {
        const result = await this.keyReader(client).get(key);
        return result ? { count: result.consumedPoints, remainingMs: Math.max(0, result.msBeforeNext) } : { count: 0, remainingMs: 0 };
      },
      () => this.fallback.peek(key, now),
    );
  }

  reset(key: string): Promise<void> {
    return this.shared(
      async (client) => { await this.keyReader(client).delete(key); },
      () => this.fallback.reset(key),
    );
  }

  private limiterFor(client: Redis, limit: number, windowMs: number): RateLimiterRedis {
    const duration = Math.max(1, Math.ceil(windowMs / 1000));
    const id = `${limit}/${duration}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      // Every limiter has the same prefix: the callers' keys name their purpose, and peek() and reset(),
      // which know no limit, find a key's counter whatever limit counted it (as in memory).
      limiter = new RateLimiterRedis({ storeClient: client, keyPrefix: this.keyPrefix, points: limit, duration });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** get() and delete() read a key alone, whatever the limit: any of the limiters serves. */
  private keyReader(client: Redis): RateLimiterRedis {
    return this.limiterFor(client, 1, 1000);
  }

  private async shared<T>(inRedis: (client: Redis) => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    if (this.failing && Date.now() < this.retryAt) return inMemory();
    try {
      const result = await inRedis(await this.client);
      if (this.failing) {
        this.failing = false;
        log.info('rate limits: Redis answers again; limits hold across instances again');
      }
      return result;
    } catch (error) {
      this.retryAt = Date.now() + REDIS_RETRY_AFTER_MS;
      if (!this.failing) {
        this.failing = true;
        // The message only: a Redis error may carry the command, whose key can name an account.
        log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'rate limits: Redis failed; counting per instance until it answers');
      }
      return inMemory();
    }
  }
}
