import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server } from 'node:net';
import { baselineHeaders } from '@/lib/security/policy.mjs';
import { PEER_ADDRESS_HEADER } from './client-address';
import { mendMalformedPath } from './malformed-path';
import { createSearchGate, searchLimitsFromEnv, searchWorkOf } from './search-admission';

/** Response headers that name internal routes and must not reach clients. */
const INTERNAL_RESPONSE_HEADERS = new Set(['x-middleware-rewrite']);

const INSTALLED = Symbol.for('vitrine.server-hooks');

const BASELINE_HEADERS = Object.entries(baselineHeaders());

/** Search admitted by client budget and a bound on searches at once (search-admission.ts). */
const searchGate = createSearchGate(searchLimitsFromEnv(process.env));

/**
 * Before Next.js sees the request: stamps the socket's peer address on it (replacing any such header
 * the client sent), since Next.js gives route handlers no socket and fills X-Forwarded-For from it only
 * when the client sent none; mends a path Next.js cannot percent-decode, which it would answer with a
 * plain-text 500 (malformed-path.ts); sets the baseline security headers, so that every answer has
 * them (next.config's rules refine them per path); and keeps Next's internal rewrite header off the
 * response. Search requests then pass the search gate (search-admission.ts) before Next.js sees them.
 */
function onRequest(request: IncomingMessage, response: ServerResponse): void {
  request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
  if (request.url) request.url = mendMalformedPath(request.url);
  for (const [name, value] of BASELINE_HEADERS) response.setHeader(name, value);
  const setHeader = response.setHeader;
  response.setHeader = function setVisibleHeader(this: ServerResponse, name: string, value: number | string | readonly string[]) {
    return INTERNAL_RESPONSE_HEADERS.has(name.toLowerCase()) ? this : setHeader.call(this, name, value);
  } as typeof response.setHeader;
}

/**
 * Installs the hooks on every HTTP(S) server of this process, before Next.js sees a request: the
 * `request` event of net.Server, which http.Server and https.Server inherit. Called once from
 * instrumentation.ts, which `next start` and `next dev` run before serving; idempotent.
 */
export function installServerHooks(): void {
  const prototype = Server.prototype as Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const emit = prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function emitWithHooks(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args);
    const [request, response] = args as [IncomingMessage, ServerResponse];
    onRequest(request, response);
    const search = searchWorkOf(request.url);
    if (!search) return emit.call(this, event, ...args);
    // Next.js gets the request once it is admitted; until then the request's body waits in the socket.
    void searchGate(request, response, search, () => emit.call(this, event, ...args));
    return true;
  } as typeof prototype.emit;
}
