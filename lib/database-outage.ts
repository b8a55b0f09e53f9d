import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { types } from 'node:util';

/**
 * A request caught by a database outage (PostgreSQL restarting, failing over, unreachable) is answered
 * 503 with Retry-After, not 500: nothing is wrong with the request, and the same request succeeds once
 * the instance has reconnected (the pool opens new connections by itself). Kept at the root of lib/ like
 * the logger, because three layers meet here: the pool notes the failure (lib/db/client.ts), the API's
 * error answer and the page's error read it (lib/http), and the server sets the status (instance-server).
 */

/** Seconds a client is asked to wait: a restart or a failover takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Socket-level failures of reaching the server (Node's error codes), counted only as system errors (with
 * the failed `syscall`): Node's "aborted" of a client closing its own request has ECONNRESET too.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * PostgreSQL's SQLSTATEs of a server going away or not taking connections: class 08 (connection exception)
 * and 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or shutting down).
 */
const SQLSTATE = /^(08\d{3}|57P0[123])$/;
/** What node-postgres throws without a code when a connection dies under a query or cannot be made in time. */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** The error and its causes (Drizzle wraps the driver's error as `cause`), at most a few deep. */
function* chain(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    yield current;
    current = types.isNativeError(current) ? current.cause : undefined;
  }
}

/** Whether an error says the database could not be reached, rather than that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    // isNativeError, not instanceof: it also knows errors made in another realm (Node's own, under Jest).
    if (!types.isNativeError(link)) continue;
    const code = (link as { code?: unknown }).code;
    const systemError = typeof (link as { syscall?: unknown }).syscall === 'string';
    if (typeof code === 'string' && ((systemError && SOCKET_CODES.has(code)) || SQLSTATE.test(code))) return true;
    if (PG_MESSAGES.some((message) => link.message.startsWith(message))) return true;
  }
  return false;
}

interface RequestScope {
  databaseUnavailable: boolean;
}

/**
 * Kept on globalThis, like the database handle: server.ts's copy of this module opens the scope, the
 * copy bundled with the route handlers and pages (where the pool lives) writes into it.
 */
const SCOPES = Symbol.for('vitrine.database-outage-scopes');
const holder = globalThis as typeof globalThis & { [SCOPES]?: AsyncLocalStorage<RequestScope> };
const scopes = (holder[SCOPES] ??= new AsyncLocalStorage<RequestScope>());

/** A request's scope: what runs in it (and all it awaits) notes a database failure there, read by `failed`. */
export function databaseOutageScope(): { run<T>(handle: () => T): T; failed(): boolean } {
  const scope: RequestScope = { databaseUnavailable: false };
  return { run: (handle) => scopes.run(scope, handle), failed: () => scope.databaseUnavailable };
}

/** Notes, for the request being handled, that the database failed under it when the error says so. */
export function noteDatabaseError(error: unknown): void {
  const scope = scopes.getStore();
  if (scope && !scope.databaseUnavailable && isDatabaseUnavailable(error)) scope.databaseUnavailable = true;
}
