'use client';

import { notFound } from 'next/navigation';
import { Suspense } from 'react';

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
 * which renders it without the signal). Pages rendered per request cannot use it: a stream sends its
 * status before the boundary runs (see getStorefront).
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <NotFoundSignal />
    </Suspense>
  );
}
