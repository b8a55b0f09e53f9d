import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { pingRedis } from '../redis-ping';

/** A port nobody listens on (the moment after it was free). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('pingRedis', () => {
  it('fails when nothing listens at the address', async () => {
    await expect(pingRedis(`redis://127.0.0.1:${await freePort()}`, 1000)).rejects.toThrow();
  });

  it('fails within its timeout when the address accepts but never answers', async () => {
    // A listener that never speaks: a hung Redis, as far as the client can tell.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => { sockets.push(socket); });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const started = Date.now();
    try {
      await expect(pingRedis(`redis://127.0.0.1:${(silent.address() as AddressInfo).port}`, 300)).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  // The machine's Redis server, started on a port of its own (CI has one; elsewhere the test says it is skipped).
  const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
  (hasRedis ? it : it.skip)('answers when a Redis server answers PING', async () => {
    const port = await freePort();
    const redis: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
    try {
      await new Promise<void>((resolve, reject) => {
        redis.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('Ready to accept connections')) resolve(); });
        redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
      });
      await expect(pingRedis(`redis://127.0.0.1:${port}`, 1000)).resolves.toBeUndefined();
    } finally {
      if (redis.exitCode === null) {
        const exited = new Promise((resolve) => redis.once('exit', resolve));
        redis.kill();
        await exited;
      }
    }
  });
});
