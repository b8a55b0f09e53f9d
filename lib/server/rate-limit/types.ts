export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until the window that refused the hit ends. */
  retryAfterMs: number;
  /** Hits in the current window, this one included. */
  count: number;
}

export interface WindowState {
  /** Hits in the live window; 0 when there is none. */
  count: number;
  /** Milliseconds until the live window ends; 0 when there is none. */
  remainingMs: number;
}

/**
 * Counts hits per key in fixed windows. The in-memory implementation (memory.ts) serves one instance;
 * the Redis one (redis.ts) is shared by every instance on that Redis.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number, now?: number): Promise<RateLimitResult>;
  /** The live window of a key without counting a hit. */
  peek(key: string, now?: number): Promise<WindowState>;
  /** Forgets a key's window (e.g. the failed sign-ins of an account after the right password). */
  reset(key: string): Promise<void>;
}
