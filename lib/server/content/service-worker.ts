import { ValidationError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';

/**
 * Whether a script may be imported by the service worker: a relative path, or an https URL of the
 * shop's own origin. Relative paths are resolved first, so `//host` or `/\host` cannot slip out.
 */
export function isAllowedWorkerScript(url: string, origin: string, allowedOrigins: readonly string[]): boolean {
  let resolved: URL;
  try {
    resolved = new URL(url, origin);
  } catch {
    return false;
  }
  // Without a scheme the URL is relative: resolving it must not leave the origin (`//host`, `\\host`).
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return resolved.origin === origin;
  return resolved.protocol === 'https:' && allowedOrigins.includes(resolved.origin);
}

/** The `url` and `url[]` parameters as one list. */
export function workerScriptUrls(query: { url?: string | string[]; 'url[]'?: string | string[] }): string[] {
  return [query.url ?? [], query['url[]'] ?? []].flat();
}

/**
 * The service worker script (spec section 7, /sw.js): it imports the scripts it was registered with.
 * Any URL outside the shop's origin is refused (400), so nobody can make a worker that runs their code.
 */
export function serviceWorkerScript(shop: Shop, requestUrl: string, urls: string[]): string {
  const origin = new URL(requestUrl).origin;
  const allowed = [origin, new URL(shop.baseUrl).origin];
  const errors = urls.flatMap((url, i) => (isAllowedWorkerScript(url, origin, allowed) ? []
    : [{ path: `query.url.${i}`, message: 'Expected a relative path or an https URL of this shop' }]));
  if (urls.length > 10) errors.push({ path: 'query.url', message: 'At most 10 scripts' });
  if (errors.length > 0) throw new ValidationError(errors.slice(0, 20), 'Invalid service worker script URL');
  const imports = urls.length > 0 ? `importScripts(${urls.map((url) => JSON.stringify(url).replace(/</g, '\\u003c')).join(', ')});\n` : '';
  return `'use strict';\n${imports}self.addEventListener('install', () => self.skipWaiting());\nself.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));\n`;
}
