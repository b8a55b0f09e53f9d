/**
 * Runs requests one at a time (spec section 7: suggestions are serialised). A request that is
 * aborted while it waits for its turn never starts, so after a burst only the latest one runs.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const turn = tail.then(() => {
      if (signal?.aborted) throw new DOMException('Superseded by a later request', 'AbortError');
      return run();
    });
    tail = turn.catch(() => undefined);
    return turn;
  };
}
