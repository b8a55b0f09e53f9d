'use client';

import { useEffect } from 'react';
import { signalConsent } from '@/lib/analytics/consent-mode';
import { loadTagManager } from '@/lib/analytics/tag-manager';
import { hasCookieConsent } from '@/lib/cookie-consent';

/**
 * Google's consent mode signals on every shopper page (denied by default, then the stored choice), and
 * the shop's Tag Manager container, loaded only once the shopper accepted cookies. A later choice sends
 * its own update (use-consent.ts); accepting reloads the page, which then loads the container.
 */
export function ConsentSignals({ tagManagerId }: { tagManagerId: string | null }) {
  useEffect(() => {
    signalConsent(document.cookie);
    if (tagManagerId && hasCookieConsent(document.cookie)) loadTagManager(tagManagerId);
  }, [tagManagerId]);
  return null;
}
