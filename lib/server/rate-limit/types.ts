export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until the window that refused the hit ends. */
  retryAfterMs: number;
}

/**
 * Counts hits per key in fixed windows. The in-memory implementation serves one instance; several
 * instances share a store (e.g. Redis) behind this same interface.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number, now?: number): Promise<RateLimitResult>;
}
