import type { TrustBadge as Badge } from '@/lib/server/shop/trust-badge';
import { ownerScriptSources, signSources } from '@/lib/security/script-sources.mjs';
import { ConsentTrustBadge } from './trust-badge.client';

/**
 * The shop's trust badge, sanitised on the server (`trustBadgeOf`). A signed marker tells the page's
 * Content-Security-Policy which scripts it brings, as the free HTML block's does, so the policy allows them.
 */
export function TrustBadge({ badge }: { badge: Badge }) {
  return (
    <>
      {badge.scripts.length > 0 && <template data-csp-sources={signSources(ownerScriptSources(badge.scripts))} />}
      <ConsentTrustBadge badge={badge} />
    </>
  );
}
