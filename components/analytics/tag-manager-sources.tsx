import { signSources } from '@/lib/security/script-sources.mjs';
import { TAG_MANAGER_SOURCES } from '@/lib/security/policy.mjs';

/**
 * A signed marker naming the hosts of the shop's Tag Manager container, from which a cached page's
 * Content-Security-Policy allows them (lib/page-cache/page-cache-handler.ts), as the trust badge's and
 * the HTML block's markers do. Rendered on the server only: the key is this process's.
 */
export function TagManagerSources() {
  return <template data-csp-sources={signSources(TAG_MANAGER_SOURCES)} />;
}
