import { EventEmitter } from 'node:events';
import type { DatabaseHandle } from '@/lib/db/client';
import { installDatabase } from '@/lib/db';
import { isShuttingDown } from '@/lib/server/health/shutdown-state';
import { installGracefulShutdown } from '../graceful-shutdown';
import type { InstanceServer } from '../instance-server';

/** A stand-in for `process`: signals are emitted by the test, exits are recorded. */
function fakeProcess(order: string[]) {
  const proc = new EventEmitter() as EventEmitter & { exit: (code?: number) => never };
  proc.exit = ((code?: number) => { order.push(`exit ${code}`); }) as typeof proc.exit;
  return proc;
}

/** The server's part, recorded: it stops at once. */
const fakeInstance = (order: string[]) => ({
  stop: async () => { order.push('server stopped'); },
  cutConnections: () => order.push('connections cut'),
}) as unknown as InstanceServer;

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the graceful shutdown of an instance', () => {
  it('on SIGTERM marks the instance as stopping, waits for the timers\' work, stops the server, closes the database and exits 143', async () => {
    const order: string[] = [];
    let closed!: () => void;
    let timersDone!: () => void;
    installDatabase({ db: {} as DatabaseHandle['db'], kind: 'pglite', close: () => new Promise<void>((resolve) => { order.push('database closing'); closed = resolve; }) });
    const proc = fakeProcess(order);
    installGracefulShutdown(fakeInstance(order), () => new Promise<void>((resolve) => { order.push('timers stopping'); timersDone = resolve; }),
      {} as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv, proc as unknown as NodeJS.Process);

    proc.emit('SIGTERM', 'SIGTERM');
    expect(isShuttingDown()).toBe(true);
    await flush();
    expect(order).toEqual(['timers stopping']);
    timersDone();
    await flush();
    expect(order).toEqual(['timers stopping', 'server stopped', 'database closing']);
    // A second signal (a shell's second Ctrl-C) changes nothing.
    proc.emit('SIGINT', 'SIGINT');
    order.push('database closed');
    closed();
    await flush();
    expect(order).toEqual(['timers stopping', 'server stopped', 'database closing', 'database closed', 'exit 143']);
  });
});
