import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { PURGE_KEYS_HEADER } from '../purge';

export interface ReceivedPurge { method: string; url: string; keys: string | undefined }

/**
 * An HTTP cache stand-in on a port of its own: records each request it gets (method, path, the keys
 * header) and answers it with `answer` (200 by default; one that never answers stands for a hung cache).
 */
export async function startPurgeSink(answer: (response: ServerResponse) => void = (response) => response.end('purged')) {
  const received: ReceivedPurge[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    received.push({ method: request.method!, url: request.url!, keys: request.headers[PURGE_KEYS_HEADER] as string | undefined });
    answer(response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return { url, received, stop };
}

export type PurgeSink = Awaited<ReturnType<typeof startPurgeSink>>;

/**
 * One sink for a whole suite, named in HTTP_CACHE_PURGE_URL from its first test to its last (the
 * variable as it was afterwards): answers what the sink has received so far.
 */
export function purgeSinkForSuite(): { readonly received: ReceivedPurge[] } {
  let sink: PurgeSink | undefined;
  const saved = process.env.HTTP_CACHE_PURGE_URL;
  beforeAll(async () => {
    sink = await startPurgeSink();
    process.env.HTTP_CACHE_PURGE_URL = sink.url;
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.HTTP_CACHE_PURGE_URL;
    else process.env.HTTP_CACHE_PURGE_URL = saved;
    await sink?.stop();
  });
  return { get received() { return sink!.received; } };
}
