'use client';

import { hydrate, HydrationBoundary, useQueryClient, type DehydratedState } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';

/**
 * HydrationBoundary that also fills in, during render, the queries the cache holds without data.
 *
 * An island above the page asks for some of the same data first: the header's cart link reads the
 * cart before the cart page or a checkout step renders. HydrationBoundary leaves a query that is
 * already in the cache for an effect after commit, so the server HTML (no effects there) and the
 * first render in the browser had no cart at all. A query without data shows nothing yet, so filling
 * it at once changes nothing on screen that was already shown; queries with data are left to
 * HydrationBoundary, which updates them after commit when the page's copy is newer.
 */
export function PrefetchedBoundary({ state, children }: { state: DehydratedState; children: ReactNode }) {
  const client = useQueryClient();
  // Render-time, like HydrationBoundary's own: the children below must find the data in this render.
  useMemo(() => {
    const cache = client.getQueryCache();
    const waiting = state.queries.filter((query) => {
      const cached = cache.get(query.queryHash);
      return cached !== undefined && cached.state.data === undefined;
    });
    if (waiting.length > 0) hydrate(client, { queries: waiting });
  }, [client, state]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
