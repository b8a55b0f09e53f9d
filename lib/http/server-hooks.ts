import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { Server } from 'node:net';
import { isShuttingDown } from '@/lib/server/health/shutdown-state';
import { baselineHeaders } from '@/lib/security/policy.mjs';
import { PEER_ADDRESS_HEADER } from './client-address';
import { mendMalformedPath } from './malformed-path';
import { createSearchGate, searchLimitsFromEnv, searchWorkOf } from './search-admission';

/** Response headers that name internal routes and must not reach clients. */
const INTERNAL_RESPONSE_HEADERS = new Set(['x-middleware-rewrite']);

const INSTALLED = Symbol.for('vitrine.server-hooks');

/** What a shutdown needs to know about this process's servers; kept with the hooks, which track it. */
interface Traffic {
  /** Servers that served a request and have not closed yet. */
  servers: Set<Server>;
  /** Responses not yet finished. */
  inFlight: Set<ServerResponse>;
}
type HookedServer = Server & { [INSTALLED]?: Traffic };

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
function onRequest(traffic: Traffic, server: Server, request: IncomingMessage, response: ServerResponse): void {
  traffic.servers.add(server);
  // Once stopping, each answer says Connection: close, so no client sends another request on its connection.
  if (isShuttingDown()) response.shouldKeepAlive = false;
  traffic.inFlight.add(response);
  response.once('close', () => traffic.inFlight.delete(response));
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
 * instrumentation.ts, which `next start` and `next dev` run before serving (after the server began
 * listening, hence servers are known by their first request); idempotent.
 */
export function installServerHooks(): void {
  const prototype = Server.prototype as HookedServer;
  if (prototype[INSTALLED]) return;
  const traffic: Traffic = { servers: new Set(), inFlight: new Set() };
  prototype[INSTALLED] = traffic;
  const emit = prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function emitWithHooks(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'close') traffic.servers.delete(this);
    if (event !== 'request') return emit.call(this, event, ...args);
    const [request, response] = args as [IncomingMessage, ServerResponse];
    onRequest(traffic, this, request, response);
    const search = searchWorkOf(request.url);
    if (!search) return emit.call(this, event, ...args);
    // Next.js gets the request once it is admitted; until then the request's body waits in the socket.
    void searchGate(request, response, search, () => emit.call(this, event, ...args));
    return true;
  } as typeof prototype.emit;
}

const trafficOf = (): Traffic => (Server.prototype as HookedServer)[INSTALLED] ?? { servers: new Set(), inFlight: new Set() };

/**
 * Stops the servers taking connections and resolves once each has answered the requests it had: the
 * answers not yet begun say Connection: close, so their connections end with them instead of idling
 * until the keep-alive timeout. `next start` closes its server on the signal too; a server that is
 * closing already is only waited for.
 */
export function stopServers(): Promise<void> {
  const { servers, inFlight } = trafficOf();
  for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
  return Promise.all([...servers].map((server) => new Promise<void>((resolve) => {
    server.once('close', () => resolve());
    if (server.listening) server.close();
  }))).then(() => undefined);
}

/** Ends every connection the servers still hold: what a shutdown does when its bound is reached. */
export function cutConnections(): void {
  for (const server of trafficOf().servers) (server as HttpServer).closeAllConnections?.();
}
