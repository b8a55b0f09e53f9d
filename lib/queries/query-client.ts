import { QueryClient } from '@tanstack/react-query';

/**
 * One configuration for the server's prefetch and the browser's cache. Data the server rendered stays
 * fresh in the browser (shopper pages are revalidated on the server when it changes, and a navigation
 * brings newer data along), so hydrated queries are not fetched again; hooks for per-shopper data
 * such as the cart set their own staleness.
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
