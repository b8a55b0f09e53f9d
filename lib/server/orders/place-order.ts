import { and, eq } from 'drizzle-orm';
import { stockNoteChanges } from '@/lib/catalog/stock';
import type { PlacedOrderPayload } from '@/lib/contract/checkout';
import { getDb } from '@/lib/db';
import { carts, orders } from '@/lib/db/schema';
import type { CartState } from '@/lib/server/cart/cart-payload';
import { cartOrderedError } from '@/lib/server/cart/cart-write';
import { loadCartState } from '@/lib/server/cart/get-cart';
import { needsRedirect } from '@/lib/server/checkout/payment';
import { approves } from '@/lib/server/checkout/payment-tokens';
import { assertOrderable } from '@/lib/server/checkout/requirements';
import { BusinessRuleError } from '@/lib/server/errors';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import { getServerSecret } from '@/lib/server/security/secret';
import { hashToken } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';
import { revalidateTags } from '@/lib/server/storefront-cache';
import { productChangeTags } from '@/lib/server/catalog/catalog-tags';
import { queueOrderConfirmation } from './confirmation-mail';
import { insertOrder } from './insert-order';
import { countCouponUse, nextOrderNumber, reserveStock } from './order-writes';
import { orderUrl, viewTokenFor } from './view-token';
import { countDaily } from '@/lib/server/analytics/daily-counts';

export interface PlaceOrderOptions {
  /** The sandbox provider's approval, needed for PayPal express and Amazon Pay. */
  paymentToken?: string;
  /** create-payment-and-order: only methods without a redirect may pay and order in one step. */
  oneStep?: boolean;
}

function assertPaid(shop: Shop, state: CartState, options: PlaceOrderOptions, secret: string): void {
  const method = state.contents.paymentMethod!;
  if (!needsRedirect(method.kind)) return;
  if (options.oneStep) throw new BusinessRuleError(`${method.name} needs the provider's approval: use create-payment first`, 'PaymentRedirectRequired');
  const expected = {
    shopId: shop.id, cartId: state.contents.cart.id, paymentMethodId: method.id,
    amount: state.priced.totals.grandTotal, currency: state.contents.pricing.currency,
  };
  if (!approves(options.paymentToken, secret, expected)) throw new BusinessRuleError('The payment has not been approved for this amount', 'PaymentNotApproved');
}

/**
 * Turns the browser's cart into an order in one transaction: the cart row is locked, an existing order
 * of the cart is answered again (idempotent), prices are recomputed now, stock and coupon use are taken
 * with guarded updates, the order and its confirmation mail are written and the cart is closed.
 * Any refusal rolls all of it back. The browser's cart token is cleared so the shopper starts a new cart.
 */
export async function placeOrder(shop: Shop, locale: string, cartToken: BrowserToken, options: PlaceOrderOptions = {}): Promise<PlacedOrderPayload> {
  const token = cartToken.value;
  if (!token) throw new BusinessRuleError('The cart is empty', 'CartIsEmpty');
  // Everything that needs the pool is fetched first: inside the transaction only its own connection is used.
  const secret = await getServerSecret();
  const viewToken = viewTokenFor(token, secret);
  const db = await getDb();
  const order = await db.transaction(async (tx) => {
    const [cart] = await tx.select().from(carts).where(and(eq(carts.shopId, shop.id), eq(carts.tokenHash, hashToken(token)))).for('update');
    if (!cart) throw new BusinessRuleError('The cart is empty', 'CartIsEmpty');
    const [existing] = await tx.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders)
      .where(and(eq(orders.shopId, shop.id), eq(orders.cartId, cart.id)));
    if (existing) return existing;
    if (cart.status !== 'open') throw cartOrderedError();
    const state = await loadCartState(tx, shop, locale, cart);
    assertOrderable(state);
    assertPaid(shop, state, options, secret);
    const stock = await reserveStock(tx, shop, state.contents.lines);
    if (state.contents.coupon) await countCouponUse(tx, shop, state.contents.coupon.id);
    const orderNumber = await nextOrderNumber(tx, shop);
    const id = await insertOrder(tx, shop, locale, state, { orderNumber, viewTokenHash: hashToken(viewToken) });
    await queueOrderConfirmation(tx, shop, locale, state, { orderNumber, email: cart.email ?? cart.billingAddress!.emailAddress });
    await tx.update(carts).set({ status: 'ordered', updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return { id, orderNumber, stock };
  });
  // A new order (not the one an earlier request placed from this cart).
  if ('stock' in order) {
    await countDaily(shop, 'orders');
    // Cached pages show the stock only as a note; most orders change none, and then purge nothing.
    const changed = order.stock.filter(({ before, after }) => stockNoteChanges(before, after)).map(({ productId }) => productId);
    if (changed.length > 0) revalidateTags(await productChangeTags(shop, changed));
  }
  cartToken.clear();
  return { orderId: order.id, orderNumber: order.orderNumber, viewToken, orderUrl: orderUrl(shop, locale, order.id, viewToken) };
}
