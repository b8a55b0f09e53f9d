'use client';

import { shopBeacon } from '@/lib/api/browser';
import { searchEventRoutes } from '@/lib/api/routes/search-event';
import { hasCookieConsent } from '@/lib/cookie-consent';

/**
 * Tells the shop's search report about a search or a click on a found product, only when the shopper
 * accepted cookies (the server checks the cookie again): counts, no identifier.
 */
function report(body: { kind: 'search'; query: string; found: boolean } | { kind: 'click'; query: string }): void {
  if (body.query.trim() === '' || !hasCookieConsent(document.cookie)) return;
  shopBeacon(searchEventRoutes.countSearchEvent, body);
}

export const reportSearch = (query: string, found: boolean) => report({ kind: 'search', query, found });
export const reportClick = (query: string) => report({ kind: 'click', query });
