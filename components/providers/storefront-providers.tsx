'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { NotificationOverlay } from '@/components/shell/notification-overlay';
import { ProgressBar } from '@/components/shell/progress-bar';
import { configureBrowserApi } from '@/lib/api/browser';
import { themePreviewOf } from '@/lib/routing/theme-preview';
import { makeQueryClient } from '@/lib/queries/query-client';

/** The browser side of every storefront page: the query cache, the API's shop, progress and notices. */
export function StorefrontProviders({ shop, locale, children }: { shop: string; locale: string; children: ReactNode }) {
  const [queryClient] = useState(() => {
    // The owner's token travels in the editor's address (spec section 6), a theme preview's theme and
    // style in the preview's (spec section 7); shopper pages have neither.
    const search = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
    configureBrowserApi({ shop, locale, token: search.get('token') ?? undefined, ...themePreviewOf(search) });
    return makeQueryClient();
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ProgressBar />
      <NotificationOverlay />
    </QueryClientProvider>
  );
}
