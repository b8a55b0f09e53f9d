import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { DATABASE_RETRY_AFTER_SECONDS, databaseOutageScope } from '@/lib/database-outage';
import { isShuttingDown } from '@/lib/server/health/shutdown-state';
import { baselineHeaders } from '@/lib/security/policy.mjs';
import { PEER_ADDRESS_HEADER } from './client-address';
import { mendMalformedPath } from './malformed-path';
import type { SearchGate } from './search-admission';
import { searchWorkOf } from './search-admission';

/** Next.js's request handler (`app.getRequestHandler()` of a custom server), or a test's. */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

/** Response headers that name internal routes and must not reach clients. */
const INTERNAL_RESPONSE_HEADERS = new Set(['x-middleware-rewrite']);

const BASELINE_HEADERS = Object.entries(baselineHeaders());

/**
 * How long an idle kept-alive connection stays open. Node's 5 s default is shorter than what clients
 * and balancers in front keep theirs (nginx's upstream `keepalive_timeout` and cloud balancers: 60 s),
 * so the server closed connections they were about to reuse: a request sent as the close crossed it
 * failed with ECONNRESET (a 502 behind a balancer; once in CI, a journey's API call). The server must
 * outlive the client's idle time, so it is the client that closes.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The HTTP server of an instance, and what its shutdown does with it (lib/server/health/shutdown.ts). */
export interface InstanceServer {
  server: http.Server;
  /** Takes no more connections; resolves once every request it had is answered. */
  stop(): Promise<void>;
  /** Ends every connection still open: what a shutdown does when its bound is reached. */
  cutConnections(): void;
}

/**
 * Keeps Next's internal rewrite header off the response. Next sets it with `setHeader` on the response
 * this server made, so the response's own method is wrapped; Node's prototypes stay as they are.
 */
function hideInternalHeaders(response: ServerResponse): void {
  const setHeader = response.setHeader;
  response.setHeader = function setVisibleHeader(this: ServerResponse, name: string, value: number | string | readonly string[]) {
    return INTERNAL_RESPONSE_HEADERS.has(name.toLowerCase()) ? this : setHeader.call(this, name, value);
  } as typeof response.setHeader;
}

/**
 * Answers 503 with Retry-After instead of Next's 500 when the database could not be reached during the
 * request (a PostgreSQL restart or failover: lib/database-outage.ts), for pages as for the API. Node
 * writes every head through `writeHead`, also the implicit one of `end()`, so the response's own method
 * is wrapped.
 */
function answerOutagesWith503(response: ServerResponse, databaseFailed: () => boolean): void {
  const writeHead = response.writeHead;
  response.writeHead = function writeOutageHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 500 && databaseFailed()) {
      this.setHeader('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      this.setHeader('cache-control', 'no-store');
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, 503, ...rest);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as typeof response.writeHead;
}

/**
 * The HTTP server in front of Next.js (server.ts). Before Next sees a request it stamps the socket's
 * peer address on it (replacing any such header the client sent), since Next gives route handlers no
 * socket and fills X-Forwarded-For from it only when the client sent none; mends a path Next cannot
 * percent-decode, which it would answer with a plain-text 500 (malformed-path.ts); sets the baseline
 * security headers, so that every answer has them (next.config's rules refine them per path); keeps
 * Next's internal rewrite header off the answer; and hands search requests to the search gate
 * (search-admission.ts), which passes them on once admitted, and tells it of every other request, which
 * searches make room for; answers 503 rather than 500 when the
 * database failed under the request (answerOutagesWith503). It tracks the answers in flight, so that
 * a shutdown ends each connection with its answer instead of idling until the keep-alive timeout.
 */
export function createInstanceServer(handle: RequestHandler, searchGate: SearchGate): InstanceServer {
  const inFlight = new Set<ServerResponse>();
  const run = (request: IncomingMessage, response: ServerResponse) => {
    const outage = databaseOutageScope();
    answerOutagesWith503(response, outage.failed);
    Promise.resolve(outage.run(() => handle(request, response))).catch((error: unknown) => {
      // Next answers its own errors; this is the last resort `next start` has too.
      console.error(error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  };
  const server = http.createServer((request, response) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    // Once stopping, each answer ends its connection, so no client sends another request on it.
    if (isShuttingDown()) response.setHeader('connection', 'close');
    request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
    if (request.url) request.url = mendMalformedPath(request.url);
    for (const [name, value] of BASELINE_HEADERS) response.setHeader(name, value);
    hideInternalHeaders(response);
    const search = searchWorkOf(request.url);
    // Next gets a search once it is admitted; until then the request's body waits in the socket.
    if (search) void searchGate.admit(request, response, search, () => run(request, response));
    else {
      searchGate.yieldTo(response);
      run(request, response);
    }
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Above the keep-alive timeout, as advised for servers behind balancers, so that no timer of the headers' ends an idle connection first.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return {
    server,
    stop: () => new Promise<void>((resolve) => {
      for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
      // Node closes the idle kept-alive connections at once and the others as their answers end.
      server.close(() => resolve());
    }),
    cutConnections: () => server.closeAllConnections(),
  };
}
