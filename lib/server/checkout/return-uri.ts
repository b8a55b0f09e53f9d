import { BusinessRuleError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';

const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';

/**
 * A return address the provider may send the shopper to: a path of this storefront or a URL on the
 * shop's own origin, normalised. Anything else would make the sandbox an open redirect.
 */
export function safeReturnUri(shop: Shop, uri: string): string {
  const invalid = new BusinessRuleError('returnUri and cancelUri must point to this shop', 'InvalidReturnUri');
  let url: URL;
  try {
    url = new URL(uri, PLACEHOLDER_ORIGIN);
  } catch {
    throw invalid;
  }
  if (url.origin === PLACEHOLDER_ORIGIN && uri.startsWith('/')) return `${url.pathname}${url.search}${url.hash}`;
  if (/^https?:$/.test(url.protocol) && url.origin === new URL(shop.baseUrl).origin) return url.toString();
  throw invalid;
}
