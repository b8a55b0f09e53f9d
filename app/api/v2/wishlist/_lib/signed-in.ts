import type { SignInRequiredBody } from '@/lib/api/contract/customers';
import { hrefFor } from '@/lib/routing';
import { SESSION_COOKIE, findSignedInCustomer } from '@/lib/server/customers/session';
import type { Customer } from '@/lib/server/customers/types';
import type { Shop } from '@/lib/server/shop/types';

interface WishlistContext {
  shop: Shop;
  locale: string;
  cookies: { get(name: string): string | undefined };
}

/**
 * Runs a wishlist call for the browser's signed-in customer, or answers the spec's 401 with the sign-in
 * address the storefront redirects to (section 6), in the shopper's language.
 */
export async function forSignedInCustomer<T>(ctx: WishlistContext, run: (customer: Customer) => Promise<T>): Promise<T | Response> {
  const customer = await findSignedInCustomer(ctx.shop, ctx.cookies.get(SESSION_COOKIE));
  if (customer) return run(customer);
  const path = hrefFor('/checkout/personal-data', { editor: false, locale: ctx.locale, defaultLocale: ctx.shop.defaultLocale });
  const body: SignInRequiredBody = { message: 'Please sign in to use the wishlist', code: 'Unauthorized', redirectUrl: `${path}?login=true` };
  return Response.json(body, { status: 401 });
}
