/** @jest-environment node */
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { isDatabaseUnavailable } from '@/lib/database-outage';
import { isClientAbort } from '../client-abort';
import { errorResponse } from '../error-response';

/** What reading a request's body throws when its client hangs up halfway: Node's own error, not a copy. */
async function abortedRead(): Promise<unknown> {
  const failure = new Promise<unknown>((resolve) => {
    const server = createServer(async (request: IncomingMessage) => {
      try {
        for await (const chunk of request) void chunk;
        resolve(null);
      } catch (error) {
        resolve(error);
      } finally {
        server.close();
      }
    });
    server.listen(0, () => {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () => {
        socket.write('POST /api/v2/cart HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"sku":');
        setImmediate(() => socket.destroy());
      });
    });
  });
  return failure;
}

/** What a database client gets from a port nobody listens on. */
async function refusedConnection(): Promise<unknown> {
  const probe = createServer().listen(0);
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  const socket = connect(port, '127.0.0.1');
  const [error] = await once(socket, 'error');
  return error;
}

describe('a client closing its request', () => {
  it('is told apart from the database going away, although both say ECONNRESET', async () => {
    const error = await abortedRead();
    expect(error).toMatchObject({ message: 'aborted', code: 'ECONNRESET' });
    expect(isClientAbort(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('is answered 499 for the log, neither the 503 of an outage nor the 500 of a fault', async () => {
    expect(errorResponse(await abortedRead(), 'req-1').status).toBe(499);
  });

  it('leaves a socket that could not reach its server an outage', async () => {
    const error = await refusedConnection();
    expect(isClientAbort(error)).toBe(false);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
