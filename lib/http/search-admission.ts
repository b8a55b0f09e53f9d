import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRateLimiter } from '@/lib/server/rate-limit';
import { parsePublicPath } from '@/lib/routing/parse-path';
import { clientKeyOf } from './client-address';

/**
 * Search is the shop's uncached work anyone can ask for: the search page and the search and suggestion
 * API render per request and query the whole catalogue. Admitted here, before Next.js sees the request,
 * so that one client flooding search slows search, never the cached pages: each client gets a budget
 * of searches (429 past it), and at most `active` searches run at once, `queued` more wait up to
 * `waitMs` for a turn, and the rest are told to come back (503 with Retry-After).
 */
export interface SearchLimits {
  active: number;
  queued: number;
  waitMs: number;
  /** Searches per client and window. */
  perClient: number;
  windowMs: number;
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/** SEARCH_CONCURRENCY (searches at once, default 4: twice the cores of a small machine) and the fixed rest. */
export const searchLimitsFromEnv = (env: Record<string, string | undefined>): SearchLimits => ({
  active: positive(env.SEARCH_CONCURRENCY, 4), queued: 32, waitMs: 2000, perClient: 60, windowMs: 10_000,
});

const API_SEARCH = /^\/api\/v2\/(?:search|suggestedSearch)\/?$/;

/** Whether a request asks for search work: 'api' or 'page' (a shopper's search page, any language), else null. */
export function searchWorkOf(url: string | undefined): 'api' | 'page' | null {
  const pathname = (url ?? '').split('?', 1)[0] ?? '';
  if (API_SEARCH.test(pathname)) return 'api';
  const path = parsePublicPath(pathname);
  return !path.editor && path.route === '/search' ? 'page' : null;
}

/** At most `active` at once; `queued` more wait for a turn up to `waitMs`; the rest are refused. */
export class Admission {
  private active = 0;
  private readonly waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(private readonly limits: Pick<SearchLimits, 'active' | 'queued' | 'waitMs'>) {}

  /** Runs `start` now or when a turn frees, else `refuse`; every started run must `release()` once. */
  admit(start: () => void, refuse: () => void): void {
    if (this.active < this.limits.active) {
      this.active += 1;
      start();
      return;
    }
    if (this.waiting.length >= this.limits.queued) {
      refuse();
      return;
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
  }

  release(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.active -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.start();
  }
}

/** A short answer of its own, JSON for the API and plain HTML for the page, that tells when to come back. */
function refuse(response: ServerResponse, kind: 'api' | 'page', status: 429 | 503, retryAfterSeconds: number): void {
  if (response.headersSent || response.destroyed) return;
  const message = status === 429 ? 'Too many searches. Please wait a moment.' : 'Search is busy. Please try again in a moment.';
  const body = kind === 'api'
    ? JSON.stringify({ statusCode: status, message, errorCode: status === 429 ? 'TooManyRequests' : 'ServiceUnavailable' })
    : `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${message}</title></head><body><main><h1>${message}</h1></main></body></html>`;
  response.writeHead(status, {
    'content-type': kind === 'api' ? 'application/json' : 'text/html; charset=utf-8',
    'retry-after': String(retryAfterSeconds),
    'cache-control': 'no-store',
  });
  response.end(body);
}

/**
 * Admits a search request or answers it: `run` hands it to Next.js. The turn is given back when the
 * answer is finished or the client went away.
 */
export function createSearchGate(limits: SearchLimits) {
  const admission = new Admission(limits);
  return async (request: IncomingMessage, response: ServerResponse, kind: 'api' | 'page', run: () => void): Promise<void> => {
    const client = clientKeyOf((name) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(', ') : value ?? null;
    });
    const hit = await getRateLimiter().hit(`search:client:${client}`, limits.perClient, limits.windowMs);
    if (!hit.allowed) return refuse(response, kind, 429, Math.max(1, Math.ceil(hit.retryAfterMs / 1000)));
    admission.admit(() => {
      response.once('close', () => admission.release());
      run();
    }, () => refuse(response, kind, 503, 1));
  };
}
