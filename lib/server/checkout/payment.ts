import { getDb } from '@/lib/db';
import type { CookieAccess } from '@/lib/server/cart/cart-cookie';
import { readCartToken } from '@/lib/server/cart/cart-cookie';
import { cartOrderedError } from '@/lib/server/cart/cart-write';
import { findCartRow } from '@/lib/server/cart/find-cart';
import { loadCartState } from '@/lib/server/cart/get-cart';
import { REDIRECT_PAYMENT_KINDS } from '@/lib/server/cart/shop-facts';
import { BusinessRuleError } from '@/lib/server/errors';
import { getServerSecret } from '@/lib/server/security/secret';
import type { Shop } from '@/lib/server/shop/types';
import { issuePaymentSession } from './payment-tokens';
import { safeReturnUri } from './return-uri';
import { assertOrderable } from './requirements';

/** Whether a payment kind runs through the provider's pages. */
export function needsRedirect(kind: string): boolean {
  return (REDIRECT_PAYMENT_KINDS as readonly string[]).includes(kind);
}

/**
 * Starts paying for the browser's cart: checks that it can be ordered, then for PayPal express and
 * Amazon Pay hands out the sandbox provider's URL for the exact amount; other methods need none.
 */
export async function createPayment(
  shop: Shop, locale: string, cookies: Pick<CookieAccess, 'get'>, uris: { returnUri: string; cancelUri: string },
): Promise<{ redirectUrl: string | null }> {
  const db = await getDb();
  const cart = await findCartRow(db, shop, readCartToken(cookies));
  if (!cart) throw new BusinessRuleError('The cart is empty', 'CartIsEmpty');
  if (cart.status !== 'open') throw cartOrderedError();
  const state = await loadCartState(db, shop, locale, cart);
  assertOrderable(state);
  const method = state.contents.paymentMethod!;
  if (!needsRedirect(method.kind)) return { redirectUrl: null };
  const session = issuePaymentSession({
    shopId: shop.id, cartId: cart.id, paymentMethodId: method.id, kind: method.kind,
    amount: state.priced.totals.grandTotal, currency: shop.currency,
    returnUri: safeReturnUri(shop, uris.returnUri), cancelUri: safeReturnUri(shop, uris.cancelUri),
  }, await getServerSecret());
  return { redirectUrl: `/api/v2/payment-sandbox?shop=${encodeURIComponent(shop.slug)}&session=${encodeURIComponent(session)}` };
}
