/**
 * A debounce per key with leading and trailing calls (spec section 4: cart quantity updates are
 * debounced per line item, 1000 ms, leading and trailing). The first call of a quiet key runs at
 * once; calls during the wait are collapsed into one trailing call with the latest value, which
 * starts a new wait of its own.
 */
export function keyedDebounce<V>(run: (key: string, value: V) => void, waitMs: number) {
  const waiting = new Map<string, { timer: ReturnType<typeof setTimeout>; pending?: { value: V } }>();

  const settle = (key: string) => {
    const entry = waiting.get(key);
    waiting.delete(key);
    if (entry?.pending) call(key, entry.pending.value);
  };

  function call(key: string, value: V): void {
    const entry = waiting.get(key);
    if (entry) {
      entry.pending = { value };
      return;
    }
    waiting.set(key, { timer: setTimeout(() => settle(key), waitMs) });
    run(key, value);
  }

  /** Drops pending trailing calls (the page is left). */
  function cancel(): void {
    for (const { timer } of waiting.values()) clearTimeout(timer);
    waiting.clear();
  }

  return { call, cancel };
}
