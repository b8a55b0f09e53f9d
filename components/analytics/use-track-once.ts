'use client';

import { useEffect, useRef } from 'react';
import type { EcommerceEvent } from '@/lib/analytics/ecommerce';
import { pushEvent } from '@/lib/analytics/push-event';

/**
 * Pushes the event the first time it is there (after consent only: pushEvent): a screen that waits for
 * its cart reports it once it has loaded, and not again when the cart changes on the same screen.
 */
export function useTrackOnce(event: EcommerceEvent | null): void {
  const done = useRef(false);
  useEffect(() => {
    if (!event || done.current) return;
    done.current = true;
    pushEvent(event);
  }, [event]);
}
