import type { Transaction } from '@/lib/db';
import { orderLineItems, orders } from '@/lib/db/schema';
import type { CartState } from '@/lib/server/cart/cart-payload';
import { variationString } from '@/lib/catalog/variation-string';
import type { Shop } from '@/lib/server/shop/types';

/**
 * Writes the order as a snapshot of the cart priced now: names, skus, variation strings, unit and line
 * prices, addresses, method names, totals, tax and coupon, and the market, country, currency, rates and
 * reverse charge they were sold in, so later catalogue, price-list or tax changes never alter it.
 */
export async function insertOrder(
  tx: Transaction, shop: Shop, locale: string, { contents, priced }: CartState, meta: { orderNumber: string; viewTokenHash: string },
): Promise<string> {
  const { cart, lines, coupon, pricing } = contents;
  const totals = priced.totals;
  const billingAddress = cart.billingAddress!;
  const [order] = await tx.insert(orders).values({
    shopId: shop.id, orderNumber: meta.orderNumber, cartId: cart.id, customerId: cart.customerId,
    email: cart.email ?? billingAddress.emailAddress, locale, currency: pricing.currency,
    subtotalAmount: totals.subtotal, discountAmount: totals.discount, shippingAmount: totals.shipping,
    paymentFeeAmount: totals.paymentFee, taxAmount: totals.tax, taxRateBasisPoints: pricing.rates.standard,
    grandTotalAmount: totals.grandTotal, marketCode: pricing.market.code, countryCode: pricing.country,
    pricesIncludeTax: pricing.market.pricesIncludeTax, taxLines: totals.taxLines, vatNumber: pricing.vatNumber, reverseCharge: pricing.reverseCharge, couponCode: coupon?.code ?? null, couponCampaignName: coupon?.campaignName ?? null,
    billingAddress, shippingAddress: cart.shippingAddress, shippingMethodName: contents.shippingMethod!.name,
    paymentMethodKind: contents.paymentMethod!.kind, paymentMethodName: contents.paymentMethod!.name,
    customerComment: cart.customerComment, viewTokenHash: meta.viewTokenHash,
  }).returning({ id: orders.id });
  const orderId = order!.id;
  await tx.insert(orderLineItems).values(lines.map((line, position) => ({
    orderId, shopId: shop.id, productId: line.productId, sku: line.sku, name: line.name,
    variationString: variationString(line.variationValues), imageUrl: line.image?.url ?? null, quantity: line.quantity,
    singlePriceAmount: totals.lines[position]!.unitPriceAmount, totalAmount: totals.lines[position]!.totalAmount,
    taxRateBasisPoints: line.taxRateBasisPoints, position,
  })));
  return orderId;
}
