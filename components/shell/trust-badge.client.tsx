'use client';

import { usePathname } from 'next/navigation';
import { ConsentScripts } from '@/components/blocks/html/view.client';
import type { TrustBadge } from '@/lib/server/shop/trust-badge';
import { useConsent } from './use-consent';

/**
 * The trust badge, shown only to shoppers who accepted cookies (epCookieConsent=1): its widget sets
 * cookies and calls its provider. Pages are cached and the same for everyone, so the browser decides.
 * It lives in the layout, which stays from page to page, so on every route change (a new path) its box is
 * removed with all the widget put into it, and a new one runs the widget's scripts again (spec,
 * navigation behaviour): a widget that reads the page, as rating badges do, starts from the page shown.
 */
export function ConsentTrustBadge({ badge }: { badge: TrustBadge }) {
  // Only the stored choice is read here; the variant matters to choosing, which the cookie notice does.
  const { value } = useConsent('inline');
  const pathname = usePathname();
  if (value !== '1') return null;
  return (
    <div key={pathname} className="trust-badge">
      {badge.html && <div dangerouslySetInnerHTML={{ __html: badge.html }} />}
      {badge.scripts.length > 0 && <ConsentScripts scripts={badge.scripts} />}
    </div>
  );
}
