'use client';

import { notFound } from 'next/navigation';
import { Suspense } from 'react';

/** The digest Next gives its not-found signal ('NEXT_HTTP_ERROR_FALLBACK;404'), which the server writes into the boundary it failed. */
export const NOT_FOUND_SIGNAL_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404';

/**
 * Whether a reported error is React's note that this boundary failed on the server with the not-found
 * signal (error 419, carrying the server's digest). That failure is the whole point of the boundary: it
 * gives the page its 404 status. Nothing is wrong in the browser, which renders the boundary (empty).
 */
export function isNotFoundSignalReport(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === NOT_FOUND_SIGNAL_DIGEST;
}

/**
 * Next reports every boundary React renders again in the browser through `reportError`, which logs it as an
 * uncaught error unless a listener cancels its event. Registered when this module loads, before the page
 * hydrates; other errors are untouched.
 */
function muteNotFoundSignalReports(event: ErrorEvent): void {
  if (isNotFoundSignalReport(event.error)) event.preventDefault();
}
if (typeof window !== 'undefined') window.addEventListener('error', muteNotFoundSignalReports);

/** Throws Next's not-found signal while the page is rendered on the server; renders nothing in the browser. */
function NotFoundSignal(): null {
  if (typeof window === 'undefined') notFound();
  return null;
}

/**
 * Gives a cached page that shows its not-found view in place of its content the 404 status, with that
 * view in its server HTML. Thrown outside a boundary, Next's notFound() turns a cached page into an empty
 * error document whose content only JavaScript fills in; thrown inside one while Next prerenders the page,
 * it sets the status and keeps everything around it (only this empty boundary is left to the browser,
 * which renders it without the signal, and whose report of that is muted above). Pages rendered per
 * request cannot use it: a stream sends its status before the boundary runs (see getStorefront).
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <NotFoundSignal />
    </Suspense>
  );
}
