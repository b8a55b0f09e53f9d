import { ApiError } from '@/lib/api/client';
import { withCarriedQuery } from '@/lib/routing/links';

// A path on this site: one leading slash, not '//' or '/\' (which browsers read as another host).
const SITE_PATH = /^\/(?![/\\])/;

/**
 * Where a wishlist call that answered 401 sends the shopper to sign in (spec section 6: the server
 * names the target), with the current address's carried parameters (shop, preview, ...) kept;
 * null for any other failure or for a target that is not a path on this site.
 */
export function signInTarget(error: unknown, currentSearch: string): string | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  const target = error.body?.redirectUrl;
  return typeof target === 'string' && SITE_PATH.test(target) ? withCarriedQuery(target, currentSearch) : null;
}

/** Leaves the page for the sign-in target: a full load, since signing in happens at the checkout. */
export function goToSignIn(target: string): void {
  window.location.assign(target);
}
