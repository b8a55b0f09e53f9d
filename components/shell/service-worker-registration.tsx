'use client';

import { useEffect } from 'react';
import { endpointUrl } from '@/lib/api/client';
import { themeRoutes } from '@/lib/api/routes/theme';

/** The part of `navigator.serviceWorker` the storefront uses. */
type WorkerContainer = Pick<ServiceWorkerContainer, 'register' | 'getRegistrations'>;

const WORKER_PATH = themeRoutes.serviceWorker.path;

/** Whether a registration is the storefront's worker (/sw.js), whatever scripts it was registered with. */
function isStorefrontWorker(registration: ServiceWorkerRegistration): boolean {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return worker !== null && new URL(worker.scriptURL).pathname === WORKER_PATH;
}

/**
 * Registers /sw.js with one `url[]` per script of the shop's service-worker script tags (spec: /sw.js),
 * or, when the shop has none, unregisters the worker an earlier visit registered. A worker registered
 * with other scripts is replaced: its address differs, and the browser installs the new one.
 */
export async function syncServiceWorker(container: WorkerContainer, shop: string, scripts: readonly string[]): Promise<void> {
  if (scripts.length > 0) {
    await container.register(endpointUrl(themeRoutes.serviceWorker, {}, { shop, 'url[]': scripts }));
    return;
  }
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.filter(isStorefrontWorker).map((registration) => registration.unregister()));
}

/** The storefront's service worker as the shop's script tags say, once the page has loaded. */
export function ServiceWorkerRegistration({ shop, scripts }: { shop: string; scripts: readonly string[] }) {
  // One dependency that changes only when the list does, not with each render's new array.
  const list = JSON.stringify(scripts);
  useEffect(() => {
    // Browsers without service workers, and pages outside a secure context, have no container.
    if (!('serviceWorker' in navigator)) return;
    syncServiceWorker(navigator.serviceWorker, shop, JSON.parse(list) as string[]).catch((error: unknown) => {
      // A worker that fails to install leaves the page as it is: it only adds the shop's scripts.
      console.warn('The shop\'s service worker could not be registered', error);
    });
  }, [shop, list]);
  return null;
}
