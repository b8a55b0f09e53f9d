import { extractScripts, type BlockScript } from '@/lib/blocks/html-scripts';
import { sanitizeRichText } from '@/lib/sanitize-html';
import type { Shop } from './types';

/** The shop's trust badge as shoppers get it: its markup sanitised, its scripts apart (they wait for consent). */
export interface TrustBadge {
  html: string;
  scripts: BlockScript[];
}

/**
 * The trust badge snippet the owner pasted (a Trusted Shops widget, say), made safe on the server as the
 * free HTML block's is: markup without scripts, handlers or javascript: links, and only the http(s) and
 * inline JavaScript scripts, which the storefront runs after cookie consent. Null when nothing is left.
 */
export function trustBadgeOf(shop: Shop): TrustBadge | null {
  const snippet = shop.userSettings.trustedShopsBadge?.snippet ?? '';
  const html = sanitizeRichText(snippet).trim();
  const scripts = extractScripts(snippet);
  return html || scripts.length > 0 ? { html, scripts } : null;
}
