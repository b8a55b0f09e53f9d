import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** Whether the machine has a Redis server to start (CI has one; elsewhere tests that need it are skipped). */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A port nobody listens on (the moment after it was free). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the machine's Redis server on a port of its own, in memory only; `pause()` freezes it (a hung
 * Redis, connections open), `resume()` thaws it, `stop()` ends it.
 */
export async function startRedisServer() {
  const port = await freePort();
  const redis: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
  await new Promise<void>((resolve, reject) => {
    redis.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('Ready to accept connections')) resolve(); });
    redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    pause() {
      redis.kill('SIGSTOP');
    },
    resume() {
      redis.kill('SIGCONT');
    },
    async stop() {
      if (redis.exitCode !== null) return;
      const exited = new Promise((resolve) => redis.once('exit', resolve));
      redis.kill();
      await exited;
    },
  };
}

/** A listener that accepts connections and never answers: a hung Redis, as far as a client can tell. */
export async function startSilentServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => { sockets.push(socket); });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A TCP relay to `target` (host:port) that can be cut and restored: a network outage between one
 * client and a Redis that keeps running for the others.
 */
export async function startRelay(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  let cut = false;
  const server: Server = createServer((client) => {
    if (cut) { client.destroy(); return; }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => { open.delete(socket); client.destroy(); upstream.destroy(); });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Ends every connection and refuses new ones until restored. */
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cut = false;
    },
    async stop() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
