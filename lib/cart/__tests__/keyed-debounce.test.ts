import { keyedDebounce } from '@/lib/cart/keyed-debounce';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function recorder() {
  const calls: Array<[string, number]> = [];
  const debounce = keyedDebounce<number>((key, value) => calls.push([key, value]), 1000);
  return { calls, debounce };
}

describe('keyedDebounce', () => {
  it('runs the first call at once and the last of a burst when the wait ends', () => {
    const { calls, debounce } = recorder();
    debounce.call('line-1', 2);
    debounce.call('line-1', 3);
    debounce.call('line-1', 4);
    expect(calls).toEqual([['line-1', 2]]);
    jest.advanceTimersByTime(999);
    expect(calls).toEqual([['line-1', 2]]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([['line-1', 2], ['line-1', 4]]);
  });

  it('has no trailing call after a single call', () => {
    const { calls, debounce } = recorder();
    debounce.call('line-1', 2);
    jest.advanceTimersByTime(5000);
    expect(calls).toEqual([['line-1', 2]]);
  });

  it('debounces each key on its own', () => {
    const { calls, debounce } = recorder();
    debounce.call('line-1', 2);
    debounce.call('line-2', 5);
    debounce.call('line-1', 3);
    expect(calls).toEqual([['line-1', 2], ['line-2', 5]]);
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([['line-1', 2], ['line-2', 5], ['line-1', 3]]);
  });

  it('keeps a trailing call from running together with a call right after it', () => {
    const { calls, debounce } = recorder();
    debounce.call('line-1', 2);
    debounce.call('line-1', 3);
    jest.advanceTimersByTime(1000);
    debounce.call('line-1', 4);
    expect(calls).toEqual([['line-1', 2], ['line-1', 3]]);
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([['line-1', 2], ['line-1', 3], ['line-1', 4]]);
  });

  it('drops pending calls when cancelled', () => {
    const { calls, debounce } = recorder();
    debounce.call('line-1', 2);
    debounce.call('line-1', 3);
    debounce.cancel();
    jest.advanceTimersByTime(2000);
    expect(calls).toEqual([['line-1', 2]]);
  });
});
