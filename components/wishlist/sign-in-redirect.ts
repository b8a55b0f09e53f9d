import { ApiError } from '@/lib/api/client';
import { withCarriedQuery } from '@/lib/routing/links';
import { sameSitePath, withReturnTo } from '@/lib/routing/return-to';

/**
 * Where a wishlist call that answered 401 sends the shopper to sign in (spec section 6: the server
 * names the target), with the current address's carried parameters (shop, preview, ...) kept and the
 * current address as the way back; null for any other failure or for a target that is not a path on
 * this site. `wishlistProductId` is the product the shopper wanted on the wishlist: the sign-in page
 * puts it there once they are signed in.
 */
export function signInTarget(error: unknown, current: Pick<Location, 'pathname' | 'search'>, wishlistProductId: string | null = null): string | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  const target = sameSitePath(error.body?.redirectUrl);
  if (!target) return null;
  return withReturnTo(withCarriedQuery(target, current.search), { returnTo: `${current.pathname}${current.search}`, wishlistProductId });
}

/** Leaves the page for the sign-in target: a full load, since signing in happens at the checkout. */
export function goToSignIn(target: string): void {
  window.location.assign(target);
}
