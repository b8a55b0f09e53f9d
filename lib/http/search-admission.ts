import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_UI_LANGUAGE, resolveUiLanguage, type UiLanguage } from '@/lib/i18n/locales';
import { getRateLimiter } from '@/lib/server/rate-limit';
import { parsePublicPath } from '@/lib/routing/parse-path';
import { clientKeyOf } from './client-address';
import { LoopLoad } from './loop-load';
import { PageTraffic } from './page-traffic';

/**
 * Search is the shop's uncached work anyone can ask for: the search page and the search and suggestion
 * API render per request and query the whole catalogue. Admitted here, before Next.js sees the request,
 * so that one client flooding search slows search, never the cached pages: each client gets a budget
 * of searches (429 past it), and at most `active` searches run at once, `queued` more wait up to
 * `waitMs` for a turn, and the rest are told to come back (503 with Retry-After).
 */
export interface SearchLimits {
  active: number;
  /**
   * The event loop utilization (0-1) above which searches start one at a time, each after a pause as long as the last took,
   * while pages are being answered: what the loop has left is kept for them, which a flood of searches would
   * otherwise queue behind (docs/security.md).
   */
  loopUtilization: number;
  queued: number;
  waitMs: number;
  /** Searches per client and window. */
  perClient: number;
  windowMs: number;
  /**
   * How long a client past its budget waits for its 429 (at most until its budget is back). A client that
   * keeps asking on many connections then gets an answer per connection and wait instead of thousands a
   * second, each of which cost the loop as much as a cached page (docs/security.md, Search floods).
   */
  refusalDelayMs: number;
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** A share between 0 and 1 (exclusive of 0), else the fallback. */
const share = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value !== undefined && number > 0 && number <= 1 ? number : fallback;
};

/**
 * SEARCH_CONCURRENCY (searches at once, default 4: twice the cores of a small machine),
 * SEARCH_LOOP_UTILIZATION (default 0.5) and the fixed rest.
 */
export const searchLimitsFromEnv = (env: Record<string, string | undefined>): SearchLimits => ({
  active: positive(env.SEARCH_CONCURRENCY, 4), loopUtilization: share(env.SEARCH_LOOP_UTILIZATION, 0.5),
  queued: 32, waitMs: 2000, perClient: 60, windowMs: 10_000, refusalDelayMs: 1000,
});

/** Resolves after `ms`, or as soon as the client hangs up. */
function heldBack(response: ServerResponse, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      response.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    response.once('close', done);
  });
}

/**
 * The API's searches (and grouped suggestions), the MCP endpoint and UCP catalog search (docs/api/agents.md), whose every call
 * is uncached work on the catalogue or a cart: an agent flooding it waits its turn like a flood of searches.
 */
const API_SEARCH = /^\/api\/(?:v2\/(?:search|suggestedSearch(?:\/grouped)?)|mcp|ucp\/catalog\/search)\/?$/;

const pathnameOf = (url: string | undefined) => (url ?? '').split('?', 1)[0] ?? '';

/** Whether a request asks for search work: 'api' or 'page' (a shopper's search page, any language), else null. */
export function searchWorkOf(url: string | undefined): 'api' | 'page' | null {
  const pathname = pathnameOf(url);
  if (API_SEARCH.test(pathname)) return 'api';
  const path = parsePublicPath(pathname);
  return !path.editor && path.route === '/search' ? 'page' : null;
}

const NOTHING_WAITS = () => {};

/**
 * At most `active` at once; while `busy` (the event loop is, and pages wait on it: createSearchGate), one
 * at a time, each after a pause as long as the last one took: searches then hold at most about half of the
 * loop, whatever they cost (search slows down but goes on). A fixed pause of 100 ms capped searches at ten a second whenever the loop passed its
 * limit, and a steady stream of cheap ones (one shopper after another, 8-11 ms each) passed it by itself:
 * one suggestion in four or five waited about 45 ms more, for the loop's next sample, with a loop that had
 * room. `queued` more wait for a turn up to `waitMs`; the rest are refused.
 */
export class Admission {
  private active = 0;
  private lastStart = -Infinity;
  private lastEnd = -Infinity;
  /** How long the last run took, from its start to its release: the pause before the next while busy. */
  private lastRunMs = 0;
  /** A drain due when the pause ends (the loop's samples come only every 50 ms). */
  private pauseTimer: NodeJS.Timeout | null = null;
  private readonly waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(
    private readonly limits: Pick<SearchLimits, 'active' | 'queued' | 'waitMs'>,
    private readonly busy: () => boolean = () => false,
  ) {}

  /**
   * Runs `start` now or when a turn frees, else `refuse`; every started run must `release()` once.
   * Returns what takes a run that still waits out of the queue, neither started nor refused.
   */
  admit(start: () => void, refuse: () => void): () => void {
    if (this.waiting.length === 0 && this.mayStart()) {
      this.begin(start);
      return NOTHING_WAITS;
    }
    if (this.waiting.length >= this.limits.queued) {
      refuse();
      return NOTHING_WAITS;
    }
    const entry = {
      start,
      timer: setTimeout(() => {
        const index = this.waiting.indexOf(entry);
        if (index >= 0) this.waiting.splice(index, 1);
        refuse();
      }, this.limits.waitMs),
    };
    this.waiting.push(entry);
    // Waiting for the pause after the last run: its timer starts it, not the loop's next sample.
    this.drain();
    return () => {
      const index = this.waiting.indexOf(entry);
      if (index < 0) return;
      this.waiting.splice(index, 1);
      clearTimeout(entry.timer);
    };
  }

  release(): void {
    this.lastEnd = performance.now();
    // Runs at once overlap: measured from the latest start, the pause is never longer than a run took.
    this.lastRunMs = this.lastEnd - this.lastStart;
    this.active -= 1;
    this.drain();
  }

  /** Starts waiting runs, oldest first, while turns are free and the loop is not busy. */
  drain(): void {
    while (this.waiting.length > 0 && this.mayStart()) {
      const next = this.waiting.shift()!;
      clearTimeout(next.timer);
      this.begin(next.start);
    }
    const pause = this.pauseLeft();
    if (this.waiting.length > 0 && pause > 0 && this.pauseTimer === null) {
      this.pauseTimer = setTimeout(() => {
        this.pauseTimer = null;
        this.drain();
      }, pause);
    }
  }

  private begin(start: () => void): void {
    this.active += 1;
    this.lastStart = performance.now();
    start();
  }

  private mayStart(): boolean {
    if (this.active >= this.limits.active) return false;
    return !this.busy() || (this.active === 0 && this.pauseLeft() === 0);
  }

  /** While the loop is busy and nothing runs, how much of the pause after the last run is left (ms). */
  private pauseLeft(): number {
    if (this.active > 0 || !this.busy()) return 0;
    return Math.max(0, this.lastEnd + this.lastRunMs - performance.now());
  }
}

/**
 * The gate's sentences in a language. This runs before Next.js, without its request context: the
 * language's messages file is imported on the first refusal in that language (one chunk per language,
 * as in lib/i18n/request.ts) and kept by the module cache. server.ts loads this module outside the bundler,
 * so the file comes as written, not precompiled (next.config.mjs); the two are plain sentences either way.
 */
async function gateMessages(language: UiLanguage): Promise<{ tooMany: string; busy: string }> {
  const messages: { default: { SearchGate: { tooMany: string; busy: string } } } = await import(`../../messages/${language}.json`);
  return messages.default.SearchGate;
}

/**
 * A short answer of its own that tells when to come back: for the API the spec's error body, in English
 * like the API's other errors; for the page a plain HTML page in the language of its path's prefix when
 * there are messages in it, else in English (the shop's default language, which a path without a
 * prefix is in, is not known here).
 */
async function refuse(response: ServerResponse, kind: 'api' | 'page', url: string | undefined, status: 429 | 503, retryAfterSeconds: number): Promise<void> {
  const language = kind === 'api' ? DEFAULT_UI_LANGUAGE : resolveUiLanguage(parsePublicPath(pathnameOf(url)).language);
  const messages = await gateMessages(language);
  const message = status === 429 ? messages.tooMany : messages.busy;
  // Past its budget a client is rate limited like on any endpoint; a full gate is no fault of its own.
  const body = kind === 'api'
    ? JSON.stringify({ message, code: status === 429 ? 'RateLimited' : 'SearchBusy' })
    : `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${message}</title></head><body><main><h1>${message}</h1></main></body></html>`;
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, {
    'content-type': kind === 'api' ? 'application/json' : 'text/html; charset=utf-8',
    'retry-after': String(retryAfterSeconds),
    'cache-control': 'no-store',
  });
  response.end(body);
}

/** What the instance server (instance-server.ts) hands the gate: every request, searches to admit, the rest to make room for. */
export interface SearchGate {
  /** Admits a search request or answers it; `run` hands it on to Next.js. */
  admit(request: IncomingMessage, response: ServerResponse, kind: 'api' | 'page', run: () => void): Promise<void>;
  /** A request that is no search (a page, the API, an asset), until it is answered: searches yield to it on a busy loop. */
  yieldTo(response: ServerResponse): void;
}

/**
 * Admits a search request or answers it: `run` hands it to Next.js. The turn is given back when the
 * answer is finished or the client went away; a client that goes away while it waits leaves the queue
 * at once, so that during a flood its place goes to a client still there. Searches pause for the loop's
 * sake only while other requests are being answered (or were a moment ago: page-traffic.ts): a steady
 * stream of searches keeps the loop over its limit by itself, and pausing them then kept the loop free
 * for nobody (one kept suggestion asked 400 times: p95 23.9 ms with those pauses, 14.1 ms without).
 */
export function createSearchGate(limits: SearchLimits, options: { loopBusy?: () => boolean } = {}): SearchGate {
  const pages = new PageTraffic();
  // Searches that waited for the loop to calm, or for the pages to be answered, start at the next sample.
  const load = new LoopLoad(limits.loopUtilization, () => admission.drain());
  // Tests say when the loop is busy (`loopBusy`); an instance asks its sampler.
  const loopBusy = options.loopBusy ?? (() => load.busy());
  const admission = new Admission(limits, () => pages.present() && loopBusy());
  const admit: SearchGate['admit'] = async (request, response, kind, run) => {
    const client = clientKeyOf((name) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(', ') : value ?? null;
    });
    const hit = await getRateLimiter().hit(`search:client:${client}`, limits.perClient, limits.windowMs);
    if (!hit.allowed) {
      // Held back before its answer, a flooding client's connections wait instead of asking again at once.
      await heldBack(response, Math.min(limits.refusalDelayMs, hit.retryAfterMs));
      return refuse(response, kind, request.url, 429, Math.max(1, Math.ceil(hit.retryAfterMs / 1000)));
    }
    if (response.destroyed) return;
    const leaveQueue = admission.admit(() => {
      // A client that went away before its turn has emitted its 'close' already, which would never free
      // the turn: after a flood, turns held that way for good answered every later search with 503.
      if (response.destroyed) {
        admission.release();
        return;
      }
      response.once('close', () => admission.release());
      run();
    }, () => void refuse(response, kind, request.url, 503, 1));
    // Once its run has started or been refused, the run is out of the queue and this does nothing.
    response.once('close', leaveQueue);
  };
  return { admit, yieldTo: (response) => pages.track(response) };
}
