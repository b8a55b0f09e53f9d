import { getDb } from '@/lib/db';
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
import { paymentSandboxEnabled } from './sandbox';

/** Whether a payment kind runs through the provider's pages. */
export function needsRedirect(kind: string): boolean {
  return (REDIRECT_PAYMENT_KINDS as readonly string[]).includes(kind);
}

/**
 * Starts paying for the browser's cart: checks that it can be ordered, then for PayPal express and
 * Amazon Pay hands out the sandbox provider's URL for the exact amount; other methods need none.
 */
export async function createPayment(
  shop: Shop, locale: string, cartToken: string | undefined, uris: { returnUri: string; cancelUri: string },
): Promise<{ redirectUrl: string | null }> {
  const db = await getDb();
  const cart = await findCartRow(db, shop, cartToken);
  if (!cart) throw new BusinessRuleError('The cart is empty', 'CartIsEmpty');
  if (cart.status !== 'open') throw cartOrderedError();
  const state = await loadCartState(db, shop, locale, cart);
  assertOrderable(state);
  const method = state.contents.paymentMethod!;
  if (!needsRedirect(method.kind)) return { redirectUrl: null };
  // No real provider is wired in: without the sandbox these methods cannot be paid.
  if (!paymentSandboxEnabled()) throw new BusinessRuleError('This payment method is not available', 'PaymentProviderUnavailable');
  const session = issuePaymentSession({
    shopId: shop.id, cartId: cart.id, paymentMethodId: method.id, kind: method.kind,
    amount: state.priced.totals.grandTotal, currency: state.contents.pricing.currency,
    returnUri: safeReturnUri(shop, uris.returnUri), cancelUri: safeReturnUri(shop, uris.cancelUri),
  }, await getServerSecret());
  return { redirectUrl: `/api/v2/payment-sandbox?shop=${encodeURIComponent(shop.slug)}&session=${encodeURIComponent(session)}` };
}
