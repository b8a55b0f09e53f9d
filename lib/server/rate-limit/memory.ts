import type { RateLimiter, RateLimitResult, WindowState } from './types';

/** Fixed-window counters in this process's memory, pruned as windows end. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly maxKeys = 100_000) {}

  async hit(key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= this.maxKeys) this.prune(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= limit, retryAfterMs: Math.max(0, window.endsAt - now), count: window.count };
  }

  async peek(key: string, now = Date.now()): Promise<WindowState> {
    const window = this.windows.get(key);
    return window && window.endsAt > now ? { count: window.count, remainingMs: window.endsAt - now } : { count: 0, remainingMs: 0 };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // Still full of live windows: drop the oldest rather than grow without bound under attack.
    if (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
  }
}
