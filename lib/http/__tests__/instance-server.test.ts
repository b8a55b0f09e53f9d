/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { noteDatabaseError } from '@/lib/database-outage';
import { markShuttingDown } from '@/lib/server/health/shutdown-state';
import { baselineHeaders } from '@/lib/security/policy.mjs';
import { PEER_ADDRESS_HEADER } from '../client-address';
import { createInstanceServer, type RequestHandler } from '../instance-server';
import { createSearchGate, searchLimitsFromEnv, type SearchGate } from '../search-admission';

const passEverything: SearchGate = { admit: async (_request, _response, _kind, run) => run(), yieldTo: () => undefined };

/** The instance server in front of `handle` (a stand-in for Next's handler), listening on a free port. */
async function start(handle: RequestHandler, gate: SearchGate = passEverything) {
  const instance = createInstanceServer(handle, gate);
  await new Promise<void>((resolve) => instance.server.listen(0, '127.0.0.1', resolve));
  const port = (instance.server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true });
  const get = (path = '/', headers: http.OutgoingHttpHeaders = {}) => new Promise<IncomingMessage & { body: string }>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { body += chunk; });
      response.on('end', () => resolve(Object.assign(response, { body })));
    }).on('error', reject);
  });
  return { instance, port, agent, get };
}

/** A handler whose answers wait until the test releases them; `received` resolves with each request. */
function slowHandler() {
  const waiting: (() => void)[] = [];
  let onRequest: () => void = () => undefined;
  const handle: RequestHandler = (_request, response) => {
    waiting.push(() => response.end('done'));
    onRequest();
  };
  const received = () => new Promise<void>((resolve) => { onRequest = resolve; });
  return { handle, received, release: () => waiting.splice(0).forEach((answer) => answer()) };
}

const refused = (port: number) => new Promise<string>((resolve) => {
  http.get({ host: '127.0.0.1', port }, () => resolve('answered')).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
});

const servers: { instance: { server: http.Server }; agent: http.Agent }[] = [];
afterEach(async () => {
  for (const { instance, agent } of servers.splice(0)) {
    agent.destroy();
    instance.server.closeAllConnections();
    if (instance.server.listening) await new Promise((resolve) => instance.server.close(resolve));
  }
});
const started = async (...args: Parameters<typeof start>) => {
  const running = await start(...args);
  servers.push(running);
  return running;
};

describe('before Next.js sees a request', () => {
  it('stamps the socket\'s peer address over whatever the client sent, and hands on the rest unchanged', async () => {
    const seen: IncomingMessage[] = [];
    const { get } = await started((request, response) => { seen.push(request); response.end(); });
    await get('/c/shirts?page=2', { [PEER_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '198.51.100.1' });
    expect(seen[0]!.headers[PEER_ADDRESS_HEADER]).toBe('127.0.0.1');
    expect(seen[0]!.headers['x-forwarded-for']).toBe('198.51.100.1');
    expect(seen[0]!.url).toBe('/c/shirts?page=2');
  });

  it('mends a path Next.js could not percent-decode, so that it reaches the routes', async () => {
    const urls: string[] = [];
    const { get } = await started((request, response) => { urls.push(request.url!); response.end(); });
    await get('/p/%E0%A4%A?q=%zz');
    expect(urls).toEqual(['/p/%EF%BF%BD%25A?q=%zz']);
  });

  it('sends the baseline security headers on every answer, which the handler may refine, and never Next\'s internal rewrite header', async () => {
    const { get } = await started((_request, response: ServerResponse) => {
      response.setHeader('x-middleware-rewrite', '/demo/live/en/c/shirts');
      response.setHeader('X-Middleware-Rewrite', '/demo/live/en/c/shirts');
      response.setHeader('referrer-policy', 'no-referrer');
      response.end('page');
    });
    const answer = await get('/');
    for (const [name, value] of Object.entries(baselineHeaders())) {
      if (name.toLowerCase() !== 'referrer-policy') expect(answer.headers[name.toLowerCase()]).toBe(value);
    }
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-middleware-rewrite']).toBeUndefined();
    expect(answer.body).toBe('page');
  });

  it('passes search requests through the search gate, and only those', async () => {
    const handled: string[] = [];
    const { get } = await started((request, response) => { handled.push(request.url!); response.end(); },
      createSearchGate({ ...searchLimitsFromEnv({}), perClient: 1, refusalDelayMs: 0 }));
    expect((await get('/api/v2/search?q=shirt')).statusCode).toBe(200);
    const refusedSearch = await get('/api/v2/search?q=shirt');
    expect(refusedSearch.statusCode).toBe(429);
    expect(refusedSearch.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(refusedSearch.body)).toMatchObject({ code: 'RateLimited' });
    expect((await get('/de/search?q=hemd')).statusCode).toBe(429);
    expect((await get('/c/shirts')).statusCode).toBe(200);
    expect(handled).toEqual(['/api/v2/search?q=shirt', '/c/shirts']);
  });

  it('tells the search gate of every other request, which searches make room for', async () => {
    const yieldedTo: string[] = [];
    const gate: SearchGate = { ...passEverything, yieldTo: (response) => yieldedTo.push(response.req.url!) };
    const { get } = await started((_request, response) => { response.end(); }, gate);
    for (const path of ['/api/v2/search?q=shirt', '/c/shirts', '/search?q=mug', '/api/v2/products', '/_next/static/chunk.js']) await get(path);
    expect(yieldedTo).toEqual(['/c/shirts', '/api/v2/products', '/_next/static/chunk.js']);
  });

  it('keeps an idle connection open longer than the clients and balancers in front keep theirs (60 s), and tells clients so', async () => {
    const { get } = await started((_request, response) => { response.end(); });
    const answer = await get('/');
    expect(answer.headers.connection).toBe('keep-alive');
    const hintSeconds = Number(/timeout=(\d+)/.exec(String(answer.headers['keep-alive'] ?? ''))?.[1]);
    expect(hintSeconds).toBeGreaterThan(60);
  });

  it('answers 500 when the handler itself fails, rather than leaving the client waiting', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { get } = await started(async () => { throw new Error('broken'); });
    expect((await get('/')).statusCode).toBe(500);
    error.mockRestore();
  });
});

describe('stopping the server', () => {
  it('refuses new connections, answers the request in flight with Connection: close, and is done without waiting for the keep-alive timeout', async () => {
    const { handle, received, release } = slowHandler();
    const { instance, port, get } = await started(handle);
    const inFlight = received();
    const answer = get();
    await inFlight;
    const begun = Date.now();
    const stopped = instance.stop();
    expect(instance.server.listening).toBe(false);
    expect(await refused(port)).toBe('ECONNREFUSED');
    release();
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe('close');
    await stopped;
    // Node keeps a kept-alive connection for 5 s after its last answer; the shutdown must not.
    expect(Date.now() - begun).toBeLessThan(2000);
  });

  it('cuts a request that never ends, so that the server closes', async () => {
    const { handle, received } = slowHandler();
    const { instance, get } = await started(handle);
    const inFlight = received();
    const answer = get().catch((error: NodeJS.ErrnoException) => error.code);
    await inFlight;
    const stopped = instance.stop();
    instance.cutConnections();
    await stopped;
    expect(await answer).toBe('ECONNRESET');
    expect(instance.server.listening).toBe(false);
  });

  it('says Connection: close on every answer once the instance is shutting down', async () => {
    const { handle, received, release } = slowHandler();
    const { get } = await started(handle);
    markShuttingDown();
    const inFlight = received();
    const answer = get();
    await inFlight;
    release();
    expect((await answer).headers.connection).toBe('close');
  });
});

describe('a request caught by a database outage', () => {
  const refusedConnection = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });

  it('is answered 503 with Retry-After where Next would answer 500', async () => {
    const { get } = await started(async (_request, response) => {
      // As the pool does (lib/db/client.ts) when a query of this request fails.
      await Promise.resolve().then(() => noteDatabaseError(refusedConnection()));
      response.statusCode = 500;
      response.end('Internal Server Error');
    });
    const answer = await get('/');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('keeps every other 500, and a request after the outage is answered as usual', async () => {
    let fail = true;
    const { get } = await started(async (_request, response) => {
      if (fail) noteDatabaseError(new Error('a bug'));
      response.statusCode = fail ? 500 : 200;
      response.end();
    });
    expect((await get('/')).statusCode).toBe(500);
    fail = false;
    expect((await get('/')).statusCode).toBe(200);
  });
});
