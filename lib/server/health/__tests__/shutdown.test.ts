import { createShutdown, shutdownBound, type ShutdownSteps } from '../shutdown';

/** Steps that record their order; stopServers and releaseResources finish when the test says so. */
function fakeSteps() {
  const order: string[] = [];
  const exits: number[] = [];
  let answerRequests!: () => void;
  let closeDatabase!: () => void;
  const steps: ShutdownSteps = {
    stopTakingWork: () => { order.push('stop taking work'); },
    stopServers: () => new Promise((resolve) => {
      order.push('stop servers');
      answerRequests = () => { order.push('requests answered'); resolve(); };
    }),
    cutConnections: () => { order.push('cut connections'); },
    releaseResources: () => new Promise((resolve) => {
      order.push('release resources');
      closeDatabase = () => { order.push('database closed'); resolve(); };
    }),
    exit: (code) => { order.push(`exit ${code}`); exits.push(code); },
  };
  return { steps, order, exits, answerRequests: () => answerRequests(), closeDatabase: () => closeDatabase() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
afterEach(() => jest.useRealTimers());

describe('shutdown', () => {
  it('stops taking work, waits for the requests in flight, then closes the database, then exits with the signal\'s code', async () => {
    const fake = fakeSteps();
    const done = createShutdown(fake.steps, 25_000)('SIGTERM');
    await settle();
    expect(fake.order).toEqual(['stop taking work', 'stop servers']);
    fake.answerRequests();
    await settle();
    expect(fake.order).toEqual(['stop taking work', 'stop servers', 'requests answered', 'release resources']);
    fake.closeDatabase();
    await done;
    expect(fake.order).toEqual(['stop taking work', 'stop servers', 'requests answered', 'release resources', 'database closed', 'exit 143']);
  });

  it('exits with 130 on SIGINT', async () => {
    const fake = fakeSteps();
    const done = createShutdown(fake.steps, 25_000)('SIGINT');
    await settle();
    fake.answerRequests();
    await settle();
    fake.closeDatabase();
    await done;
    expect(fake.exits).toEqual([130]);
  });

  it('cuts the connections and exits with 1 when a request is still running at the bound, and only once', async () => {
    const fake = fakeSteps();
    const shutdown = createShutdown(fake.steps, 25_000);
    void shutdown('SIGTERM');
    await settle();
    jest.advanceTimersByTime(24_999);
    expect(fake.exits).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(fake.order.slice(-2)).toEqual(['cut connections', 'exit 1']);
    // The request ends after all: the process is gone already, nothing exits twice.
    fake.answerRequests();
    await settle();
    fake.closeDatabase();
    await settle();
    expect(fake.exits).toEqual([1]);
  });

  it('does not run twice when a second signal comes', async () => {
    const fake = fakeSteps();
    const shutdown = createShutdown(fake.steps, 25_000);
    void shutdown('SIGTERM');
    void shutdown('SIGINT');
    await settle();
    expect(fake.order).toEqual(['stop taking work', 'stop servers']);
  });

  it('exits with 1 when a step fails, without waiting for the bound', async () => {
    const fake = fakeSteps();
    await createShutdown({ ...fake.steps, releaseResources: () => Promise.reject(new Error('pool end failed')), stopServers: async () => undefined }, 25_000)('SIGTERM');
    expect(fake.exits).toEqual([1]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('takes its bound from SHUTDOWN_TIMEOUT_MS: 25 s by default, whole milliseconds from 1 s', () => {
    expect(shutdownBound(undefined)).toBe(25_000);
    expect(shutdownBound('')).toBe(25_000);
    expect(shutdownBound('8000')).toBe(8000);
    for (const bad of ['0', '999', '1.5', 'soon']) expect(() => shutdownBound(bad)).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
