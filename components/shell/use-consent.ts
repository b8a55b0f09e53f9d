'use client';

import { useSyncExternalStore } from 'react';
import { signalConsent, updateConsent } from '@/lib/analytics/consent-mode';
import { CONSENT_COOKIE } from '@/lib/cookie-consent';
import { RECENTLY_VIEWED_PREFIX } from '@/lib/recently-viewed';
import { readCookie, writeCookie } from './browser-cookies';
import { consentAction, type ConsentValue } from './consent-choice';

const asValue = (raw: string | null): ConsentValue => (raw === '1' || raw === '0' ? raw : null);

/** What the browser keeps only with consent: the recently viewed products of every shop. */
function forgetKeptData(): void {
  for (const key of Object.keys(window.localStorage)) if (key.startsWith(RECENTLY_VIEWED_PREFIX)) window.localStorage.removeItem(key);
}

// The cookie has no change event: the components that show it are told when this page writes it.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The stored consent (undefined until read in the browser) and a `choose` that applies the spec's rule;
 * `onClose` runs when a dialog decline only needs to close.
 */
export function useConsent(variant: 'dialog' | 'inline', onClose?: () => void) {
  const value = useSyncExternalStore(subscribe, () => asValue(readCookie(CONSENT_COOKIE)), () => undefined);

  function choose(choice: '1' | '0') {
    const action = consentAction(value ?? null, choice, variant);
    if (action === 'none') return;
    signalConsent(document.cookie);
    writeCookie(CONSENT_COOKIE, choice);
    // Tags already on the page (a decline that only closes the dialog) follow the new choice at once.
    updateConsent(choice === '1');
    if (choice === '0') forgetKeptData();
    listeners.forEach((listener) => listener());
    if (action === 'store-and-reload') window.location.reload();
    else onClose?.();
  }

  return { value, choose };
}
