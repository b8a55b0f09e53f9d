import { BusinessRuleError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';

/** A path that a browser would read as another host: `//host/x`, `/\host/x` (and the same with more slashes). */
const HOST_RELATIVE = /^[/\\]{2}/;

/**
 * A return address the provider may send the shopper to: a path of this storefront (answered as a
 * path) or a URL on the shop's own origin (answered whole), parsed and normalised as a URL against that
 * origin. Anything whose origin differs once parsed, or whose normalised path would be read as another
 * host (`/.//evil.example/x`, `/..//x`, `/%2e%2e//x` all become `//...`), is refused: the sandbox's
 * redirect must never lead off the shop.
 */
export function safeReturnUri(shop: Pick<Shop, 'baseUrl'>, uri: string): string {
  const invalid = new BusinessRuleError('returnUri and cancelUri must point to this shop', 'InvalidReturnUri');
  const origin = new URL(shop.baseUrl).origin;
  let url: URL;
  try {
    url = new URL(uri, `${origin}/`);
  } catch {
    throw invalid;
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol) || url.username || url.password) throw invalid;
  if (HOST_RELATIVE.test(url.pathname)) throw invalid;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (uri.startsWith('/') && !HOST_RELATIVE.test(uri)) return path;
  if (uri.startsWith(`${origin}/`) || uri === origin) return url.toString();
  throw invalid;
}
