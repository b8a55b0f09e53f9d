import { EventEmitter } from 'node:events';
import type { DatabaseHandle } from '@/lib/db/client';
import { installDatabase } from '@/lib/db';
import { isShuttingDown } from '@/lib/server/health/shutdown-state';
import { installGracefulShutdown } from '../graceful-shutdown';

/** A stand-in for `process`: signals are emitted by the test, exits are recorded. */
function fakeProcess(order: string[]) {
  const proc = new EventEmitter() as EventEmitter & { exit: (code?: number) => never };
  proc.exit = ((code?: number) => { order.push(`exit ${code}`); }) as typeof proc.exit;
  return proc;
}

describe('the graceful shutdown of an instance', () => {
  it('on SIGTERM marks the instance as stopping, stops the timers, closes the database and exits 143; an exit asked for meanwhile (next start\'s) waits', async () => {
    const order: string[] = [];
    let closed!: () => void;
    installDatabase({ db: {} as DatabaseHandle['db'], kind: 'pglite', close: () => new Promise<void>((resolve) => { order.push('database closing'); closed = resolve; }) });
    const proc = fakeProcess(order);
    installGracefulShutdown(() => order.push('timers stopped'), {} as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv, proc as unknown as NodeJS.Process);

    proc.emit('SIGTERM', 'SIGTERM');
    expect(isShuttingDown()).toBe(true);
    // next start's own handler exits as soon as its server has closed, which here is at once.
    proc.exit(143);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['timers stopped', 'database closing']);
    order.push('database closed');
    closed();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['timers stopped', 'database closing', 'database closed', 'exit 143']);
  });

  it('installs nothing while Next.js builds', () => {
    const proc = fakeProcess([]);
    installGracefulShutdown(() => undefined, { NEXT_PHASE: 'phase-production-build' } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv, proc as unknown as NodeJS.Process);
    expect(proc.listenerCount('SIGTERM')).toBe(0);
  });
});
