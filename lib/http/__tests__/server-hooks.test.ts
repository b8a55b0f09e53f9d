import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { markShuttingDown } from '@/lib/server/health/shutdown-state';
import { cutConnections, installServerHooks, stopServers } from '../server-hooks';

beforeAll(() => installServerHooks());

/** A server whose answers wait until the test releases them; `received` resolves with each request. */
async function slowServer() {
  const waiting: (() => void)[] = [];
  let onRequest: () => void = () => undefined;
  const server = http.createServer((_request, response) => {
    waiting.push(() => response.end('done'));
    onRequest();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true });
  const get = () => new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, agent }, (response) => { response.resume(); response.on('end', () => resolve(response)); }).on('error', reject);
  });
  const received = () => new Promise<void>((resolve) => { onRequest = resolve; });
  return { server, port, agent, get, received, release: () => waiting.splice(0).forEach((answer) => answer()) };
}

const refused = (port: number) => new Promise<string>((resolve) => {
  http.get({ host: '127.0.0.1', port }, () => resolve('answered')).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
});

describe('stopping the servers', () => {
  it('refuses new connections, answers the request in flight with Connection: close, and is done without waiting for the keep-alive timeout', async () => {
    const { server, port, agent, get, received, release } = await slowServer();
    const inFlight = received();
    const answer = get();
    await inFlight;
    const started = Date.now();
    const stopped = stopServers();
    expect(server.listening).toBe(false);
    expect(await refused(port)).toBe('ECONNREFUSED');
    release();
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe('close');
    await stopped;
    // Node keeps a kept-alive connection for 5 s after its last answer; the shutdown must not.
    expect(Date.now() - started).toBeLessThan(2000);
    agent.destroy();
  });

  it('cuts a request that never ends, so that the servers close', async () => {
    const { server, get, received, agent } = await slowServer();
    const inFlight = received();
    const answer = get().catch((error: NodeJS.ErrnoException) => error.code);
    await inFlight;
    const stopped = stopServers();
    cutConnections();
    await stopped;
    expect(await answer).toBe('ECONNRESET');
    expect(server.listening).toBe(false);
    agent.destroy();
  });

  it('says Connection: close on every answer once the instance is shutting down', async () => {
    const { server, get, received, release, agent } = await slowServer();
    markShuttingDown();
    const inFlight = received();
    const answer = get();
    await inFlight;
    release();
    expect((await answer).headers.connection).toBe('close');
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
});
