'use client';

import { ConsentScripts } from '@/components/blocks/html/view.client';
import type { TrustBadge } from '@/lib/server/shop/trust-badge';
import { useConsent } from './use-consent';

/**
 * The trust badge, shown only to shoppers who accepted cookies (epCookieConsent=1): its widget sets
 * cookies and calls its provider. Pages are cached and the same for everyone, so the browser decides.
 */
export function ConsentTrustBadge({ badge }: { badge: TrustBadge }) {
  // Only the stored choice is read here; the variant matters to choosing, which the cookie notice does.
  const { value } = useConsent('inline');
  if (value !== '1') return null;
  return (
    <div className="trust-badge">
      {badge.html && <div dangerouslySetInnerHTML={{ __html: badge.html }} />}
      {badge.scripts.length > 0 && <ConsentScripts scripts={badge.scripts} />}
    </div>
  );
}
