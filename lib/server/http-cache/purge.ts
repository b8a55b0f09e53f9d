import { after } from 'next/server';
import { log } from '@/lib/log';

/** The request header naming the keys to drop, separated by spaces, as deploy/varnish/vitrine.vcl reads it. */
export const PURGE_KEYS_HEADER = 'xkey-purge';
/** A purge normally takes a millisecond; one that takes longer than this is given up and logged. */
export const PURGE_TIMEOUT_MS = 2000;

// On globalThis: the shutdown (from server.ts, apart from the routes' bundles) waits for the
// purges the routes started, as it does for mail.
const PENDING = Symbol.for('vitrine.http-cache-purges');
const holder = globalThis as typeof globalThis & { [PENDING]?: Set<Promise<void>> };
const pending = (holder[PENDING] ??= new Set());

/** The HTTP caches in front (HTTP_CACHE_PURGE_URL): one address, or several separated by commas or spaces. */
export function purgeUrls(env: Record<string, string | undefined> = process.env): string[] {
  return (env.HTTP_CACHE_PURGE_URL ?? '').split(/[\s,]+/).filter(Boolean);
}

/**
 * Asks each HTTP cache to drop the pages that carry any of these keys (their `xkey` header,
 * lib/http-cache/surrogate-keys.ts): one PURGE per cache, each bounded by `timeoutMs`. A cache that
 * fails, refuses or is late is logged and never thrown: the write that revalidated has succeeded, and
 * the page's s-maxage bounds how long a missed purge leaves it stale.
 */
export async function purgeHttpCaches(urls: readonly string[], keys: readonly string[], timeoutMs = PURGE_TIMEOUT_MS): Promise<void> {
  if (keys.length === 0) return;
  await Promise.all(urls.map(async (url) => {
    try {
      const answer = await fetch(url, {
        method: 'PURGE',
        headers: { [PURGE_KEYS_HEADER]: keys.join(' ') },
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      });
      await answer.body?.cancel();
      if (!answer.ok) log.warn({ cache: url, status: answer.status, keys }, 'HTTP cache refused a purge');
    } catch (error) {
      log.warn({ cache: url, keys, err: error }, 'HTTP cache purge failed');
    }
  }));
}

/**
 * Purges the HTTP caches of HTTP_CACHE_PURGE_URL (none: nothing to do) once the current answer has been
 * sent. Not sooner: Next.js applies a request's revalidations as the handler returns, and a shopper's
 * request that reached Next between the purge and then would put the old page back into the HTTP cache
 * for its whole s-maxage. Outside a request (a script) there is no answer to wait for: at once.
 */
export function purgeHttpCachesAfterAnswer(keys: readonly string[]): void {
  const urls = purgeUrls();
  if (urls.length === 0 || keys.length === 0) return;
  const purge = () => {
    const run = purgeHttpCaches(urls, keys).finally(() => pending.delete(run));
    pending.add(run);
    return run;
  };
  try {
    after(purge);
  } catch {
    void purge();
  }
}

/** Waits for the purges started so far (graceful shutdown, tests). */
export async function settleHttpCachePurges(): Promise<void> {
  await Promise.all([...pending]);
}
