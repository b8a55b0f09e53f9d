'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server HTML and until hydration, true afterwards. Controls that need script stay
 * disabled until then: a choice made earlier would be lost, a form submitted would reload the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
