import { dataLayer } from './data-layer';

/** Where Google Tag Manager's container script comes from (its origin is in the shop's policy: lib/security/policy.mjs). */
export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

let loaded = false;

/**
 * Loads the shop's Tag Manager container once per page: Google's own snippet, as a script element our
 * code adds (no inline script, which the content policy would have to allow). Called only after the
 * shopper accepted cookies, and after the consent defaults and update are in dataLayer.
 */
export function loadTagManager(containerId: string): void {
  if (loaded) return;
  loaded = true;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
}
