import { ValidationError } from '@/lib/server/errors';
import { listScriptTags } from '@/lib/server/shop/settings';
import type { Shop } from '@/lib/server/shop/types';

/** The type of the shop's script tags that the storefront's service worker imports (spec: /sw.js). */
export const SERVICE_WORKER_SCRIPT_TAG = 'SERVICE_WORKER';
/** The most scripts /sw.js imports (its contract's `url[]`). */
const MAX_WORKER_SCRIPTS = 10;

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
  if (urls.length > MAX_WORKER_SCRIPTS) errors.push({ path: 'query.url', message: `At most ${MAX_WORKER_SCRIPTS} scripts` });
  if (errors.length > 0) throw new ValidationError(errors.slice(0, 20), 'Invalid service worker script URL');
  const imports = urls.length > 0 ? `importScripts(${urls.map((url) => JSON.stringify(url).replace(/</g, '\\u003c')).join(', ')});\n` : '';
  return `'use strict';\n${imports}self.addEventListener('install', () => self.skipWaiting());\nself.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));\n`;
}

/**
 * The URLs the storefront registers /sw.js with: those of the shop's service-worker script tags, in
 * their order, without any that /sw.js would refuse (another origin, plain http), so that one bad tag
 * cannot stop the others from loading. None: the storefront unregisters its worker.
 */
export async function serviceWorkerScriptUrls(shop: Shop): Promise<string[]> {
  const origin = new URL(shop.baseUrl).origin;
  return (await listScriptTags(shop))
    .filter((tag) => tag.type === SERVICE_WORKER_SCRIPT_TAG && isAllowedWorkerScript(tag.url, origin, [origin]))
    .map((tag) => tag.url)
    .slice(0, MAX_WORKER_SCRIPTS);
}
