import { performance } from 'node:perf_hooks';

/**
 * How busy this process's event loop has been lately: Node's event loop utilization (the share of
 * time spent running code rather than waiting for I/O) over the last `intervalMs`. Cached pages and
 * uncached work share one loop, and with the embedded database (PGlite runs on it) a search's queries
 * do too: a bound on searches at once does not keep them from filling it, a bound on its use does.
 */
export class LoopLoad {
  private utilization = 0;
  private last = performance.eventLoopUtilization();
  /** `onSample` runs after every sample (to start work that waited for the loop to calm). */
  constructor(private readonly limit: number, private readonly onSample: () => void, intervalMs = 50) {
    // unref: the sampler never keeps the process alive.
    setInterval(() => this.sample(), intervalMs).unref();
  }

  /** Whether the loop was busier than the limit in the last period. */
  busy(): boolean {
    return this.utilization > this.limit;
  }

  private sample(): void {
    const now = performance.eventLoopUtilization();
    this.utilization = performance.eventLoopUtilization(now, this.last).utilization;
    this.last = now;
    this.onSample();
  }
}
