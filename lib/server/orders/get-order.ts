import type { OrderPayload } from '@/lib/contract/orders';
import { NotFoundError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { findOrder, type OrderView } from './find-order';

/** The order as the API answers it (spec section 3, Order). */
export function toOrderPayload(order: OrderView): OrderPayload {
  return {
    orderId: order.orderId, orderNumber: order.orderNumber, status: order.status, createdAt: order.createdAt,
    currencyId: order.currencyId, email: order.email,
    subtotal: order.subtotal, discount: order.discount, paymentFee: order.paymentFee, grandTotal: order.grandTotal,
    totalTax: order.totalTax, taxRateBasisPoints: order.taxRateBasisPoints, taxLines: order.taxLines, market: order.market,
    couponCampaign: order.couponCampaignName !== null ? { name: order.couponCampaignName, code: order.couponCode ?? '' } : null,
    shippingData: { name: order.shippingMethodName, price: order.shipping },
    paymentData: { paymentMethod: { name: order.paymentMethodName, kind: order.paymentMethodKind } },
    billingAddress: order.billingAddress, shippingAddress: order.shippingAddress, customerComment: order.customerComment,
    lineItemContainer: { productLineItems: order.lineItems },
  };
}

/** The order for its view token or its signed-in buyer; 404 for anyone else, as for an unknown id. */
export async function getOrder(
  shop: Shop, locale: string, orderId: string, viewToken: string | undefined, sessionToken: string | undefined,
): Promise<OrderPayload> {
  const order = await findOrder(shop, orderId, { viewToken, sessionToken: sessionToken && sessionToken.length <= 200 ? sessionToken : undefined }, locale);
  if (!order) throw new NotFoundError();
  return toOrderPayload(order);
}
