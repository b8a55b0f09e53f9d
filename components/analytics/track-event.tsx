'use client';

import { useEffect } from 'react';
import type { EcommerceEvent } from '@/lib/analytics/ecommerce';
import { pushEvent } from '@/lib/analytics/push-event';

/**
 * Pushes one e-commerce event when the page shows (after consent only: pushEvent). The server builds the
 * payload (view_item, purchase) with the page, so the browser loads no builder for it; give it a `key`
 * per product or order, so that a client navigation to the next one reports again.
 */
export function TrackEvent({ event }: { event: EcommerceEvent }) {
  useEffect(() => pushEvent(event), [event]);
  return null;
}
