import { spawn, spawnSync } from 'node:child_process';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** A port nobody listens on (the moment after it was free). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether this machine has a Redis server to start (CI has; `apt-get install redis-server` elsewhere). */
export const hasRedisServer = (): boolean => spawnSync('redis-server', ['--version']).status === 0;

export interface RedisServer {
  url: string;
  port: number;
  /** Freezes the server (a hung Redis, its connections open) until `resume()`. */
  pause(): void;
  resume(): void;
  /** Stops the server and resolves once it exited. */
  stop(): Promise<void>;
}

/**
 * The machine's Redis server, started on a port of its own without persistence: a test may stop it and
 * start it again on the same port, and leaves nothing behind in any other Redis.
 */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const chosen = port ?? await freePort();
  const redis = spawn('redis-server', ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
  await new Promise<void>((resolve, reject) => {
    redis.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('Ready to accept connections')) resolve(); });
    redis.once('error', reject);
    redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
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

/** A listener that accepts connections and never speaks: a hung Redis, as far as a client can tell. */
export async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => { sockets.push(socket); });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
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
