import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the instances and PostgreSQL, so a test can take the database away as a restart
 * or a failover does: `cut()` drops every open connection and refuses new ones, `restore()` accepts
 * them again. The instances notice nothing else: the same address before, during and after.
 */
export interface DatabaseProxy {
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startDatabaseProxy(port: number, target: { host: string; port: number }): Promise<DatabaseProxy> {
  const open = new Set<Socket>();
  let server: Server | undefined;
  const listen = () => new Promise<void>((resolve, reject) => {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        open.add(socket);
        socket.on('close', () => open.delete(socket));
      }
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const stop = async () => {
    const closing = server;
    server = undefined;
    if (!closing) return;
    const closed = new Promise((resolve) => closing.close(resolve));
    for (const socket of open) socket.destroy();
    await closed;
  };
  await listen();
  return { cut: stop, restore: listen, close: stop };
}
