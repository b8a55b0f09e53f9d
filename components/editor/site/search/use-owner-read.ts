'use client';

import { useCallback, useEffect, useState } from 'react';

/** A read of the module's data: its value, whether it failed, and how to read it again (after a write, or to retry). */
export function useOwnerRead<T>(read: () => Promise<T>) {
  const [state, setState] = useState<{ value: T | null; failed: boolean }>({ value: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    read().then(
      (value) => current && setState({ value, failed: false }),
      () => current && setState((before) => ({ value: before.value, failed: true })),
    );
    // An answer to an earlier read (another language, week) is dropped.
    return () => {
      current = false;
    };
  }, [read, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/**
 * A write of the module's data: `write(call)` sends it, reads the data again when it went through and
 * says `failedText` when it did not; `error` is what to show (the form's own checks set it too).
 */
export function useOwnerWrite(reload: () => void, failedText: string) {
  const [error, setError] = useState('');
  const write = async (call: () => Promise<unknown>): Promise<boolean> => {
    try {
      await call();
      setError('');
      reload();
      return true;
    } catch {
      setError(failedText);
      return false;
    }
  };
  return { error, setError, write };
}
