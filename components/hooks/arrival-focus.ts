'use client';

import { useCallback } from 'react';

/**
 * The control the page a navigation opens should focus. A navigation remounts what it changes (the
 * page segment, a keyed select), and removing the focused element leaves focus on <body>: a keyboard
 * or screen-reader user starts again from the top. Kept in the module, so it lives through the client
 * navigation it was set for and never past a whole document load.
 */
let expected: string | null = null;

/** Asks the next mount of the control registered under `key` (useArrivalFocus) to take focus. */
export function focusOnArrival(key: string): void {
  expected = key;
}

/**
 * A ref callback that focuses its element when it mounts after focusOnArrival(key). Stable per key:
 * a new callback on every render would be called again, and take focus again, on each one.
 */
export function useArrivalFocus<T extends HTMLElement>(key: string): (node: T | null) => void {
  return useCallback((node: T | null) => {
    if (!node || expected !== key) return;
    expected = null;
    node.focus();
  }, [key]);
}
