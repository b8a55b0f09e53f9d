import { MemoryRateLimiter } from './memory';
import type { RateLimiter } from './types';

export type { RateLimiter, RateLimitResult, WindowState } from './types';

const holder = globalThis as typeof globalThis & { __vitrineRateLimiter?: RateLimiter };

/** The limiter of this process. */
export function getRateLimiter(): RateLimiter {
  holder.__vitrineRateLimiter ??= new MemoryRateLimiter();
  return holder.__vitrineRateLimiter;
}

/** Replaces the limiter, e.g. with a shared store or, in tests, a fresh one. */
export function setRateLimiter(limiter: RateLimiter): void {
  holder.__vitrineRateLimiter = limiter;
}
