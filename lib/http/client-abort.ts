import { types } from 'node:util';

/**
 * Whether an error is Node's "aborted": the client closed its connection while its request was still
 * being read (`abortIncoming` in node:_http_server). It carries the code ECONNRESET, as a database socket
 * reset does, but without the `syscall` of a socket's own failure; nothing is wrong with the server, and
 * nobody is left to answer. lib/http/__tests__/client-abort.test.ts aborts a real request, so that a
 * change of the error's shape in Node fails there. (isNativeError, not instanceof: Node's errors come from
 * another realm in Jest.)
 */
export function isClientAbort(error: unknown): boolean {
  return types.isNativeError(error) && error.message === 'aborted' && (error as { code?: unknown }).code === 'ECONNRESET'
    && (error as { syscall?: unknown }).syscall === undefined;
}

/** nginx's status for a request its client closed before the answer: logged, never received. */
export const CLIENT_CLOSED_REQUEST = 499;
