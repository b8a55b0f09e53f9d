import { and, asc, eq, gt } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { customerSessions, orderLineItems, orders } from '@/lib/db/schema';
import type { Address } from '@/lib/schemas/address';
import { withFormatted, type FormattedMoney } from '@/lib/money';
import { isUuid } from '@/lib/schemas/ids';
import { hashToken, safeEqual } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';

export interface OrderLineView {
  productId: string | null;
  name: string;
  sku: string;
  variationString: string | null;
  imageUrl: string | null;
  quantity: number;
  singleItemPrice: FormattedMoney;
  price: FormattedMoney;
}

export interface OrderView {
  orderId: string;
  orderNumber: string;
  status: 'placed' | 'paid' | 'shipped' | 'cancelled';
  createdAt: string;
  email: string;
  currencyId: string;
  lineItems: OrderLineView[];
  subtotal: FormattedMoney;
  discount: FormattedMoney;
  shipping: FormattedMoney;
  paymentFee: FormattedMoney;
  totalTax: FormattedMoney;
  taxRateBasisPoints: number;
  taxLines: { rateBasisPoints: number; base: FormattedMoney; tax: FormattedMoney }[];
  market: { code: string | null; country: string | null; pricesIncludeTax: boolean; reverseCharge: boolean; vatNumber: string | null };
  grandTotal: FormattedMoney;
  couponCode: string | null;
  couponCampaignName: string | null;
  billingAddress: Address;
  shippingAddress: Address | null;
  paymentMethodKind: string;
  paymentMethodName: string;
  shippingMethodName: string;
  customerComment: string | null;
}

/** Who asks to see an order: the view token from its URL and/or the customer's session token. */
export interface OrderAccess {
  viewToken?: string;
  sessionToken?: string;
}

async function isBuyersSession(db: Executor, shop: Shop, sessionToken: string, customerId: string): Promise<boolean> {
  const [session] = await db.select({ customerId: customerSessions.customerId }).from(customerSessions)
    .where(and(eq(customerSessions.shopId, shop.id), eq(customerSessions.tokenHash, hashToken(sessionToken)), gt(customerSessions.expiresAt, new Date())));
  return session?.customerId === customerId;
}

/**
 * An order, only for whoever holds its view token (compared in constant time) or for its signed-in
 * buyer: a guessed id alone never reads an order. Null otherwise, exactly as for an unknown id.
 */
export async function findOrder(shop: Shop, orderId: string, access: OrderAccess, locale: string): Promise<OrderView | null> {
  if ((!access.viewToken && !access.sessionToken) || !isUuid(orderId)) return null;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(and(eq(orders.shopId, shop.id), eq(orders.id, orderId)));
  if (!order) return null;
  const byToken = access.viewToken !== undefined && safeEqual(order.viewTokenHash, hashToken(access.viewToken));
  const byBuyer = !byToken && order.customerId !== null && access.sessionToken !== undefined
    && await isBuyersSession(db, shop, access.sessionToken, order.customerId);
  if (!byToken && !byBuyer) return null;
  const items = await db.select().from(orderLineItems)
    .where(and(eq(orderLineItems.orderId, order.id), eq(orderLineItems.shopId, shop.id))).orderBy(asc(orderLineItems.position));
  const money = (amount: number) => withFormatted({ amount, currency: order.currency }, locale);
  return {
    orderId: order.id, orderNumber: order.orderNumber, status: order.status, createdAt: order.createdAt.toISOString(),
    email: order.email, currencyId: order.currency,
    lineItems: items.map((item) => ({
      productId: item.productId, name: item.name, sku: item.sku, variationString: item.variationString, imageUrl: item.imageUrl,
      quantity: item.quantity, singleItemPrice: money(item.singlePriceAmount), price: money(item.totalAmount),
    })),
    subtotal: money(order.subtotalAmount), discount: money(order.discountAmount), shipping: money(order.shippingAmount),
    paymentFee: money(order.paymentFeeAmount), totalTax: money(order.taxAmount), taxRateBasisPoints: order.taxRateBasisPoints,
    taxLines: order.taxLines.map((line) => ({ rateBasisPoints: line.rateBasisPoints, base: money(line.baseAmount), tax: money(line.taxAmount) })),
    market: {
      code: order.marketCode, country: order.countryCode, pricesIncludeTax: order.pricesIncludeTax,
      reverseCharge: order.reverseCharge, vatNumber: order.vatNumber,
    },
    grandTotal: money(order.grandTotalAmount), couponCode: order.couponCode, couponCampaignName: order.couponCampaignName,
    billingAddress: order.billingAddress, shippingAddress: order.shippingAddress,
    paymentMethodKind: order.paymentMethodKind, paymentMethodName: order.paymentMethodName,
    shippingMethodName: order.shippingMethodName, customerComment: order.customerComment,
  };
}

/** An order for the holder of its view token (the order confirmation page); null otherwise. */
export async function findOrderForViewer(shop: Shop, orderId: string, viewToken: string | undefined, locale: string): Promise<OrderView | null> {
  return findOrder(shop, orderId, { viewToken }, locale);
}
