'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { withCarriedQuery } from '@/lib/routing/links';

/** Goes to another storefront address, keeping the carried query parameters (preview, shop, token ...). */
export function useGoTo() {
  const router = useRouter();
  return useCallback((href: string) => router.push(withCarriedQuery(href, window.location.search)), [router]);
}
