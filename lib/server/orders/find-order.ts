import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { orderLineItems, orders } from '@/lib/db/schema';
import type { Address } from '@/lib/schemas/address';
import { withFormatted, type FormattedMoney } from '@/lib/money';
import { isUuid } from '@/lib/schemas/ids';
import { hashToken, safeEqual } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';

export interface OrderView {
  orderId: string;
  orderNumber: string;
  email: string;
  currencyId: string;
  lineItems: { name: string; sku: string; variationString: string | null; quantity: number; singleItemPrice: FormattedMoney; price: FormattedMoney }[];
  subtotal: FormattedMoney;
  discount: FormattedMoney;
  shipping: FormattedMoney;
  totalTax: FormattedMoney;
  grandTotal: FormattedMoney;
  couponCampaignName: string | null;
  billingAddress: Address;
  shippingAddress: Address | null;
  paymentMethodName: string;
  shippingMethodName: string;
}

/**
 * An order, only for whoever holds its view token: a guessed id alone never reads an order.
 * Null for a wrong token, exactly as for an unknown id, so the two cannot be told apart.
 */
export async function findOrderForViewer(shop: Shop, orderId: string, viewToken: string | undefined, locale: string): Promise<OrderView | null> {
  if (!viewToken || !isUuid(orderId)) return null;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(and(eq(orders.shopId, shop.id), eq(orders.id, orderId)));
  if (!order || !safeEqual(order.viewTokenHash, hashToken(viewToken))) return null;
  const items = await db.select().from(orderLineItems).where(eq(orderLineItems.orderId, order.id)).orderBy(asc(orderLineItems.position));
  const money = (amount: number) => withFormatted({ amount, currency: order.currency }, locale);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    email: order.email,
    currencyId: order.currency,
    lineItems: items.map((item) => ({
      name: item.name, sku: item.sku, variationString: item.variationString, quantity: item.quantity,
      singleItemPrice: money(item.singlePriceAmount), price: money(item.totalAmount),
    })),
    subtotal: money(order.subtotalAmount),
    discount: money(order.discountAmount),
    shipping: money(order.shippingAmount),
    totalTax: money(order.taxAmount),
    grandTotal: money(order.grandTotalAmount),
    couponCampaignName: order.couponCampaignName,
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    paymentMethodName: order.paymentMethodName,
    shippingMethodName: order.shippingMethodName,
  };
}
