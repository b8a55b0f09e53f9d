import { SURROGATE_KEY_HEADER } from '@/lib/http-cache/surrogate-keys';

/**
 * How long an HTTP cache in front may keep what agents read: a day, as the shopper pages, since every
 * change the answer shows purges it there by its tags (`xkey`); browsers keep nothing.
 */
const SHARED_CACHE = 's-maxage=86400, stale-while-revalidate=86400';

const keys = (tags: string[]): Record<string, string> => (tags.length > 0 ? { [SURROGATE_KEY_HEADER]: [...new Set(tags)].join(' ') } : {});

/** A text answer agents read (llms.txt), cached in front under the tags of what it shows. */
export function agentText(body: string, contentType: string, tags: string[], headers: Record<string, string> = {}): Response {
  return new Response(body, { headers: { 'content-type': contentType, 'cache-control': SHARED_CACHE, ...keys(tags), ...headers } });
}

/**
 * A page's Markdown version: the same address answers HTML or Markdown by the `Accept` header, so caches
 * must keep them apart (`Vary: Accept`), and the HTML page is named canonical for search engines.
 */
export function markdownAnswer({ body, tags, htmlUrl }: { body: string; tags: string[]; htmlUrl: string }): Response {
  return agentText(body, 'text/markdown; charset=utf-8', tags, { vary: 'Accept', link: `<${htmlUrl}>; rel="canonical"` });
}

/**
 * A file written piece by piece as it is read (a product feed): sent as it comes, so memory holds one
 * piece at a time whatever the catalogue's size; a client that goes away stops the reading.
 */
export function streamedAnswer(pieces: AsyncGenerator<string>, contentType: string, tags: string[]): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  }, { highWaterMark: 1 });
  return new Response(stream, { headers: { 'content-type': contentType, 'cache-control': SHARED_CACHE, ...keys(tags) } });
}

/** What a shop does not show agents (no such shop, language or page; a closed shop): plainly not found. */
export const agentNotFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** An agent's file asked for with a malformed `country`: a plain 400 that says what is expected. */
export const agentBadCountry = () => new Response('country must be an ISO 3166-1 alpha-2 code in upper case ("CH")', {
  status: 400, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
});
