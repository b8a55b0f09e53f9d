'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { focusOnArrival } from '@/components/hooks/arrival-focus';
import { withCarriedQuery } from '@/lib/routing/links';
import { STEP_HEADING_FOCUS } from './step-heading';

/**
 * Goes on to another checkout step, keeping the carried query parameters (preview, shop, token ...);
 * the step's heading takes the focus the pressed button had.
 */
export function useGoTo() {
  const router = useRouter();
  return useCallback((href: string) => {
    focusOnArrival(STEP_HEADING_FOCUS);
    router.push(withCarriedQuery(href, window.location.search));
  }, [router]);
}
