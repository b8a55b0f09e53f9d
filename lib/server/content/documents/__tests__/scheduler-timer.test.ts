import { log } from '@/lib/log';
import { publishDueNow, schedulerInterval, startSchedulerTimer } from '../scheduler-timer';

describe('scheduler timer settings', () => {
  it('looks every 15 s by default, takes whole milliseconds from 1 s, and 0 to turn it off', () => {
    expect(schedulerInterval(undefined)).toBe(15_000);
    expect(schedulerInterval(' ')).toBe(15_000);
    expect(schedulerInterval('2500')).toBe(2500);
    expect(schedulerInterval('0')).toBe(0);
    for (const bad of ['999', '1.5e3x', '-1000', 'often']) expect(() => schedulerInterval(bad)).toThrow(/SCHEDULER_INTERVAL_MS/);
  });
});

describe('publishDueNow', () => {
  it('logs a failed run instead of throwing, so the next tick tries again', async () => {
    const warn = jest.spyOn(log, 'warn').mockImplementation(() => undefined);
    await publishDueNow(async () => { throw new Error('the database is gone'); });
    expect(warn.mock.calls).toEqual([[{ err: expect.objectContaining({ message: 'the database is gone' }) }, expect.any(String)]]);
    warn.mockRestore();
  });
});

describe('startSchedulerTimer', () => {
  const env = { SCHEDULER_INTERVAL_MS: '1000' } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('publishes on every interval until it is stopped (at shutdown), and never after', async () => {
    const publish = jest.fn(async () => []);
    const stop = startSchedulerTimer(env, publish);
    await jest.advanceTimersByTimeAsync(2500);
    expect(publish).toHaveBeenCalledTimes(2);
    await stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(publish).toHaveBeenCalledTimes(2);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('lets a publish under way finish before the shutdown goes on, and starts no tick after it', async () => {
    let finish!: () => void;
    const publish = jest.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const stop = startSchedulerTimer(env, publish);
    await jest.advanceTimersByTimeAsync(1000);
    expect(publish).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = stop().then(() => { stopped = true; });
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await jest.advanceTimersByTimeAsync(5000);
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('starts nothing with SCHEDULER_INTERVAL_MS=0', async () => {
    const publish = jest.fn(async () => []);
    const stop = startSchedulerTimer({ SCHEDULER_INTERVAL_MS: '0' } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv, publish);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(publish).not.toHaveBeenCalled();
    await stop();
  });
});
