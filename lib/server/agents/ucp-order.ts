import { and, asc, eq } from 'drizzle-orm';
import { absoluteImageUrl } from '@/lib/agents/shop-url';
import { UCP_ORDER, UCP_VERSION } from '@/lib/agents/ucp/version';
import { getDb } from '@/lib/db';
import { orderLineItems, orders, ucpCheckoutSessions } from '@/lib/db/schema';
import { findCartRow } from '@/lib/server/cart/find-cart';
import type { Shop } from '@/lib/server/shop/types';
import { ucpPostalAddressOf } from './ucp-address';
import { parseUcpOrderId } from './ucp-order-id';
import { ucpTotals } from './ucp-totals';

type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLineItems.$inferSelect;

const UCP = { version: UCP_VERSION, capabilities: { [UCP_ORDER]: [{ version: UCP_VERSION }] } };

/** The order capability's answer when there is no order to show (UCP order REST, Get Order: "Not Found"). */
function orderNotFound() {
  return {
    ucp: { ...UCP, status: 'error' as const },
    messages: [{ type: 'error' as const, code: 'not_found', severity: 'unrecoverable' as const, content: 'Order not found.' }],
  };
}

/**
 * The order as UCP answers it (schemas/shopping/order.json), from the order's own snapshot: its lines
 * with their quantities and status, one expectation (the shipping method to the delivery address), the
 * shipment as an event once the owner marked it shipped, a cancellation as an adjustment, and its totals.
 * The shop records when the order last changed, not when it shipped: that time stands for both.
 */
export function orderView(shop: Shop, id: string, checkoutId: string, permalink: string, order: OrderRow, items: OrderLineRow[]) {
  const canceled = order.status === 'cancelled';
  const shipped = order.status === 'shipped';
  const changedAt = order.updatedAt.toISOString();
  const lineRefs = items.map((item) => ({ id: item.id, quantity: item.quantity }));
  return {
    ucp: UCP,
    id,
    label: order.orderNumber,
    checkout_id: checkoutId,
    permalink_url: permalink,
    currency: order.currency,
    line_items: items.map((item) => ({
      id: item.id,
      item: {
        id: item.productId ?? item.sku, title: item.variationString ? `${item.name} (${item.variationString})` : item.name, price: item.singlePriceAmount,
        ...(item.imageUrl ? { image_url: absoluteImageUrl(shop, item.imageUrl) } : {}),
      },
      quantity: { original: item.quantity, total: canceled ? 0 : item.quantity, fulfilled: shipped ? item.quantity : 0 },
      totals: [{ type: 'subtotal', amount: item.totalAmount }, { type: 'total', amount: item.totalAmount }],
      status: canceled ? 'removed' as const : shipped ? 'fulfilled' as const : 'processing' as const,
    })),
    fulfillment: {
      expectations: canceled ? [] : [{
        id: 'delivery', line_items: lineRefs, method_type: 'shipping' as const,
        destination: ucpPostalAddressOf(order.shippingAddress ?? order.billingAddress), description: order.shippingMethodName,
      }],
      events: shipped ? [{ id: 'shipped', occurred_at: changedAt, type: 'shipped', line_items: lineRefs }] : [],
    },
    adjustments: canceled
      ? [{ id: 'cancellation', type: 'cancellation', occurred_at: changedAt, status: 'completed' as const, line_items: lineRefs.map((line) => ({ ...line, quantity: -line.quantity })) }]
      : [],
    totals: ucpTotals({
      subtotal: order.subtotalAmount, discount: order.discountAmount, shipping: order.shippingAmount, shippingName: order.shippingMethodName,
      paymentFee: order.paymentFeeAmount, paymentFeeName: order.paymentMethodName, tax: order.taxAmount,
      pricesIncludeTax: order.pricesIncludeTax, grandTotal: order.grandTotalAmount,
    }),
  };
}

/**
 * Get Order (dev.ucp.shopping.order): the order a UCP checkout session of this shop placed, for that
 * session only. Its id (ucp-order-id.ts) names the session, whose secret id must still reach the cart
 * that became the order; any other id, another shop's order or an order placed in a browser answers
 * "not found", never telling which.
 */
export async function getUcpOrder(shop: Shop, id: string) {
  const parsed = parseUcpOrderId(id);
  if (!parsed) return orderNotFound();
  const db = await getDb();
  const cart = await findCartRow(db, shop, parsed.sessionId);
  const [session] = cart ? await db.select().from(ucpCheckoutSessions).where(and(eq(ucpCheckoutSessions.cartId, cart.id), eq(ucpCheckoutSessions.shopId, shop.id))) : [];
  if (!session || session.orderId !== parsed.orderId || !session.orderUrl) return orderNotFound();
  const [order] = await db.select().from(orders).where(and(eq(orders.id, parsed.orderId), eq(orders.shopId, shop.id)));
  if (!order) return orderNotFound();
  const items = await db.select().from(orderLineItems)
    .where(and(eq(orderLineItems.orderId, order.id), eq(orderLineItems.shopId, shop.id))).orderBy(asc(orderLineItems.position));
  return orderView(shop, id, parsed.sessionId, session.orderUrl, order, items);
}
