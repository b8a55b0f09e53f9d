import { log } from '@/lib/log';
import { schedulerToken } from '../scheduled-publishes';
import { requestScheduledPublishes, schedulerInterval, schedulerUrl, startSchedulerTimer } from '../scheduler-timer';

const SECRET = 'a-test-secret-that-is-long-enough-for-the-server';
beforeAll(() => { process.env.AUTH_SECRET = SECRET; });
afterAll(() => { delete process.env.AUTH_SECRET; });

describe('scheduler timer settings', () => {
  it('looks every 15 s by default, takes whole milliseconds from 1 s, and 0 to turn it off', () => {
    expect(schedulerInterval(undefined)).toBe(15_000);
    expect(schedulerInterval(' ')).toBe(15_000);
    expect(schedulerInterval('2500')).toBe(2500);
    expect(schedulerInterval('0')).toBe(0);
    for (const bad of ['999', '1.5e3x', '-1000', 'often']) expect(() => schedulerInterval(bad)).toThrow(/SCHEDULER_INTERVAL_MS/);
  });

  it('calls its own port on the loopback interface unless SCHEDULER_URL names another', () => {
    expect(schedulerUrl({ PORT: '3100' } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv)).toBe('http://127.0.0.1:3100/api/internal/scheduled-publishes');
    expect(schedulerUrl({ SCHEDULER_URL: 'http://app:8080/api/internal/scheduled-publishes' } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv))
      .toBe('http://app:8080/api/internal/scheduled-publishes');
  });
});

describe('requestScheduledPublishes', () => {
  it('posts with the token derived from the server secret', async () => {
    const calls: [string, RequestInit][] = [];
    await requestScheduledPublishes('http://127.0.0.1:1/x', async (url, init) => {
      calls.push([String(url), init!]);
      return new Response('{}');
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]![1]).toMatchObject({ method: 'POST', headers: { authorization: `Bearer ${schedulerToken(SECRET)}` } });
  });

  it('logs an unreachable server or a refusal instead of throwing, so the next tick tries again', async () => {
    const warn = jest.spyOn(log, 'warn').mockImplementation(() => undefined);
    await requestScheduledPublishes('http://127.0.0.1:1/x', async () => { throw new Error('connect ECONNREFUSED'); });
    await requestScheduledPublishes('http://127.0.0.1:1/x', async () => new Response('', { status: 401 }));
    expect(warn.mock.calls).toEqual([
      [{ url: 'http://127.0.0.1:1/x', err: expect.objectContaining({ message: 'connect ECONNREFUSED' }) }, expect.any(String)],
      [{ url: 'http://127.0.0.1:1/x', status: 401 }, expect.any(String)],
    ]);
    warn.mockRestore();
  });
});

describe('startSchedulerTimer', () => {
  const env = { SCHEDULER_INTERVAL_MS: '1000', PORT: '3100' } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv;
  let fetchMock: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
  });
  afterEach(() => {
    jest.useRealTimers();
    fetchMock.mockRestore();
  });

  it('asks on every interval until it is stopped (at shutdown), and never after', async () => {
    const stop = startSchedulerTimer(env);
    await jest.advanceTimersByTimeAsync(2500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(jest.getTimerCount()).toBe(0);
  });
});
