import type { SignInRequiredBody } from '@/lib/contract/customers';
import type { CookieReader } from '@/lib/http/cookie-jar';
import { readSessionToken } from '@/lib/http/session-cookie';
import { hrefFor } from '@/lib/routing';
import { findSignedInCustomer } from '@/lib/server/customers/session';
import type { Customer } from '@/lib/server/customers/types';
import type { Shop } from '@/lib/server/shop/types';

interface WishlistContext {
  shop: Shop;
  locale: string;
  cookies: CookieReader;
}

/**
 * Runs a wishlist call for the browser's signed-in customer, or answers the spec's 401 with the sign-in
 * address the storefront redirects to (section 6), in the shopper's language.
 */
export async function forSignedInCustomer<T>(ctx: WishlistContext, run: (customer: Customer) => Promise<T>): Promise<T | Response> {
  const customer = await findSignedInCustomer(ctx.shop, readSessionToken(ctx.shop, ctx.cookies));
  if (customer) return run(customer);
  const path = hrefFor('/checkout/personal-data', { editor: false, locale: ctx.locale, defaultLocale: ctx.shop.defaultLocale });
  const body: SignInRequiredBody = { message: 'Please sign in to use the wishlist', code: 'Unauthorized', redirectUrl: `${path}?login=true` };
  return Response.json(body, { status: 401 });
}
