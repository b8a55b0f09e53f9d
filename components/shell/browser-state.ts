'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the browser renders: for markup that only works with JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/** Whether a media query matches, following changes; false on the server. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The current query string (re-read on every render, so a route change shows the new one); '' on the server. */
export function useLocationSearch(): string {
  return useSyncExternalStore(noSubscription, () => window.location.search, () => '');
}
