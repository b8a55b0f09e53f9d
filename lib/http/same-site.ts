import type { NextRequest } from 'next/server';
import { sameSitePath } from '@/lib/routing/return-to';
import { trustedProxyCount } from './client-address';

/**
 * The host (with its port) the browser addressed. Not `request.nextUrl.host`: Next builds that from the
 * server's own hostname and port (`-H`, else localhost), so a shopper on 127.0.0.1, a real domain or a
 * host SHOP_HOSTS maps never matched it. The Host header is what the browser sent, and what the shop is
 * routed by (resolveShopSlug). Behind the operator's proxies (TRUSTED_PROXY_COUNT) X-Forwarded-Host
 * names it when they set one: the entry the outermost proxy wrote, as for X-Forwarded-For
 * (client-address.ts). Without trusted proxies the header is the client's word and is ignored.
 */
export function requestHost(request: NextRequest, trustedProxies = trustedProxyCount()): string {
  const forwarded = trustedProxies > 0
    ? (request.headers.get('x-forwarded-host') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
    : [];
  const host = forwarded[Math.max(0, forwarded.length - trustedProxies)] ?? request.headers.get('host') ?? request.nextUrl.host;
  return host.toLowerCase();
}

/** Whether an absolute address is on the host the request was made to. */
function onRequestHost(address: string, request: NextRequest): URL | null {
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  return url.host === requestHost(request) ? url : null;
}

/**
 * Whether a request was sent from the shop's own pages, in the browser's own word: Sec-Fetch-Site, else
 * the Origin it sends with every POST. A form post cannot carry the CSRF header; this stands in for it.
 */
export function isSameOrigin(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && onRequestHost(origin, request) !== null;
}

/**
 * The page a form was sent from (its Referer, when on this site), to lead the shopper back to; else the
 * home page. Always a path of this site: a Referer like `https://shop//evil.example` gives no `//host`.
 */
export function pageOfForm(request: NextRequest): string {
  const url = onRequestHost(request.headers.get('referer') ?? '', request);
  return (url && sameSitePath(`${url.pathname}${url.search}`)) || '/';
}
