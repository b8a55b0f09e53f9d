'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { shopBeacon } from '@/lib/api/browser';
import { analyticsBeaconRoutes } from '@/lib/api/routes/analytics-beacon';
import { parsePublicPath } from '@/lib/routing/parse-path';

/** A page load that came from outside the shop: not a reload or a step back, and no referrer of the shop's own. */
function isEntry(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation && navigation.type !== 'navigate') return false;
  try {
    return new URL(document.referrer).origin !== window.location.origin;
  } catch {
    // No referrer: a typed address, a bookmark, a link from a mail or an app.
    return true;
  }
}

/**
 * Tells the owner's cookie-free overview about this page load (app/api/v2/analytics/pageLoads): a visit
 * when the shopper came from outside, a product view on each product page, the client's navigations
 * included. It sends no identifier and the server stores none, so it runs whatever the cookie choice.
 */
export function PageLoadCounter() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    const entry = first.current && isEntry();
    first.current = false;
    const product = parsePublicPath(window.location.pathname).route.startsWith('/p/');
    if (entry || product) shopBeacon(analyticsBeaconRoutes.countPageLoad, { entry, product });
  }, [pathname]);
  return null;
}
