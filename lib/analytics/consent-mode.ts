import { consentChoice } from '@/lib/cookie-consent';
import { dataLayer } from './data-layer';

/**
 * Google's consent mode (developers.google.com/tag-platform/security/guides/consent): tags read these
 * commands from dataLayer in order. They must be `arguments` objects, as gtag.js pushes them, not arrays.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters type the call; its arguments object is what goes out.
function gtag(command: 'consent', action: 'default' | 'update', signals: Record<string, string>): void {
  // eslint-disable-next-line prefer-rest-params -- Google's tags recognise a command only as an arguments object.
  dataLayer().push(arguments);
}

const SIGNALS = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'] as const;
const all = (state: 'granted' | 'denied') => Object.fromEntries(SIGNALS.map((signal) => [signal, state]));

let signalled = false;

/**
 * The page's consent state, once, ahead of anything else in dataLayer: every signal denied by default,
 * then the stored choice as an update when there is one. Whatever pushes first calls it (the shell's
 * island, or an event of a page island, whose effects run before the shell's), so no tag and no event
 * ever comes before the defaults.
 */
export function signalConsent(cookie: string): void {
  if (signalled) return;
  signalled = true;
  gtag('consent', 'default', all('denied'));
  const choice = consentChoice(cookie);
  if (choice) updateConsent(choice === '1');
}

/** The shopper's choice: on load when one is stored, and whenever they change it. */
export function updateConsent(granted: boolean): void {
  gtag('consent', 'update', all(granted ? 'granted' : 'denied'));
}
