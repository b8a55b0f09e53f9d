import { sharedRedisClient } from '@/lib/server/redis-client';
import { MemoryRateLimiter } from './memory';
import { RedisRateLimiter } from './redis';
import type { RateLimiter } from './types';

export type { RateLimiter, RateLimitResult, WindowState } from './types';

const holder = globalThis as typeof globalThis & { __vitrineRateLimiter?: RateLimiter };

/**
 * Counters in the Redis of REDIS_URL, shared by every instance on it (in this process's memory while
 * Redis fails), else in this process's memory alone.
 */
export function configuredRateLimiter(env: NodeJS.ProcessEnv = process.env): RateLimiter {
  return env.REDIS_URL ? new RedisRateLimiter(sharedRedisClient(env.REDIS_URL)) : new MemoryRateLimiter();
}

/** The limiter of this process, made on first use. */
export function getRateLimiter(): RateLimiter {
  holder.__vitrineRateLimiter ??= configuredRateLimiter();
  return holder.__vitrineRateLimiter;
}

/** Replaces the limiter, e.g. in tests, with a fresh one. */
export function setRateLimiter(limiter: RateLimiter): void {
  holder.__vitrineRateLimiter = limiter;
}
