import type { ServerResponse } from 'node:http';

/**
 * How long after its last answer a client's traffic still counts as present. A client asks its next
 * page a round trip after the last answer, and a browser's page load is a document, then its scripts and
 * images some tens of milliseconds apart: searches started at full speed in those gaps would be running
 * when the next request comes, and it would wait behind all of them.
 */
export const PAGE_GRACE_MS = 1000;

/**
 * The requests other than searches (pages, the API, assets) that this instance is answering, which the
 * search gate makes room for on a busy loop (search-admission.ts). Searches alone yield to nothing: a
 * steady stream of them kept the loop busy by itself, and each waited for a page that was not there.
 */
export class PageTraffic {
  private inFlight = 0;
  private lastAnswered = -Infinity;

  constructor(private readonly graceMs = PAGE_GRACE_MS) {}

  /** Counts `response` until it is answered or its client went away (Node emits 'close' either way). */
  track(response: ServerResponse): void {
    this.inFlight += 1;
    response.once('close', () => {
      this.inFlight -= 1;
      this.lastAnswered = performance.now();
    });
  }

  /** Whether a request is being answered, or one was within the last `graceMs`. */
  present(): boolean {
    return this.inFlight > 0 || performance.now() - this.lastAnswered < this.graceMs;
  }
}
