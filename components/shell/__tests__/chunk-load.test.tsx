/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, RELOAD_GUARD_MS, loadChunk, reloadOnceForChunkError } from '../chunk-load';
import { ChunkLoadRecovery } from '../chunk-load-recovery';

/** A tab's sessionStorage. */
function storage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

afterEach(() => {
  jest.useRealTimers();
  window.sessionStorage.clear();
});

describe('a chunk the app loads itself', () => {
  it('fails as ChunkLoadError when it has not loaded after the spec\'s 120 s', async () => {
    jest.useFakeTimers();
    const loading = loadChunk(() => new Promise<never>(() => undefined));
    const settled = expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError' });
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    await settled;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('answers its module when it loads in time, and passes the bundler\'s own failures on as they are', async () => {
    await expect(loadChunk(async () => ({ answer: 42 }))).resolves.toEqual({ answer: 42 });
    const failure = new ChunkLoadError('Failed to load chunk /_next/static/chunks/x.js');
    await expect(loadChunk(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});

describe('the recovery from a chunk load failure', () => {
  it('reloads once, and not again while the reloaded page still fails: never a loop', () => {
    const tab = storage();
    const reload = jest.fn();
    const error = new ChunkLoadError('Failed to load chunk');
    expect(reloadOnceForChunkError(error, { storage: tab, reload, now: 1_000 })).toBe(true);
    expect(reloadOnceForChunkError(error, { storage: tab, reload, now: 1_000 + RELOAD_GUARD_MS - 1 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Much later (another deploy), a failure reloads again.
    expect(reloadOnceForChunkError(error, { storage: tab, reload, now: 1_000 + RELOAD_GUARD_MS })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors to their handlers, and never reloads when the tab cannot remember it did', () => {
    const reload = jest.fn();
    expect(reloadOnceForChunkError(new TypeError('x is undefined'), { storage: storage(), reload })).toBe(false);
    const blocked = { getItem: () => { throw new DOMException('denied', 'SecurityError'); }, setItem: () => undefined };
    expect(reloadOnceForChunkError(new ChunkLoadError('Failed'), { storage: blocked, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('catches a chunk failure no code handled (an unhandled rejection) on the storefront\'s pages, once', () => {
    // jsdom cannot navigate: it reports the reload as not implemented, which is all this test needs of it.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(<ChunkLoadRecovery />);
    const rejection = (reason: unknown) => {
      const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(rejection(new Error('other'))).toBe(false);
    expect(rejection(new ChunkLoadError('Failed to load chunk'))).toBe(true);
    expect(window.sessionStorage.getItem('vitrine-chunk-reload')).not.toBeNull();
    // The reloaded page failing again is left to the browser's report: no second reload.
    expect(rejection(new ChunkLoadError('Failed to load chunk'))).toBe(false);
    unmount();
    quiet.mockRestore();
  });
});
