import { dehydrate, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { makeQueryClient } from '@/lib/queries/query-client';
import { PrefetchedBoundary } from './prefetched-boundary';

export type PrefetchedQuery = readonly [key: QueryKey, data: unknown];

/**
 * Hands data the server already loaded to the client islands below, dehydrated into the page, so the
 * browser renders them from the HTML it received and does not fetch the same data again.
 */
export function Prefetched({ queries, children }: { queries: PrefetchedQuery[]; children: ReactNode }) {
  const client = makeQueryClient();
  for (const [key, data] of queries) client.setQueryData(key, data);
  return <PrefetchedBoundary state={dehydrate(client)}>{children}</PrefetchedBoundary>;
}
