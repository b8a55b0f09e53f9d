import type { Transaction } from '@/lib/db';
import { mailOutbox } from '@/lib/db/schema';
import { formatMoney } from '@/lib/money';
import type { CartState } from '@/lib/server/cart/cart-payload';
import { variationString } from '@/lib/catalog/variation-string';
import type { Shop } from '@/lib/server/shop/types';

/**
 * Queues the order confirmation in the outbox, in the same transaction as the order, so that every
 * order gets its email and no email announces an order that was rolled back. A sender delivers it.
 * It carries no view link: the view token is never stored, not even in a mail body.
 */
export async function queueOrderConfirmation(
  tx: Transaction, shop: Shop, locale: string, { contents, priced }: CartState, order: { orderNumber: string; email: string },
): Promise<void> {
  const money = (amount: number) => formatMoney({ amount, currency: contents.pricing.currency }, locale);
  const totals = priced.totals;
  const lines = contents.lines.map((line, i) => {
    const variation = variationString(line.variationValues);
    return `${line.quantity} x ${line.name}${variation ? ` (${variation})` : ''}  ${money(totals.lines[i]!.totalAmount)}`;
  });
  const address = contents.cart.shippingAddress ?? contents.cart.billingAddress!;
  const text = [
    `Thank you for your order ${order.orderNumber} at ${shop.title}.`,
    '',
    ...lines,
    '',
    `Subtotal: ${money(totals.subtotal)}`,
    ...(totals.discount > 0 ? [`Discount (${contents.coupon?.code ?? ''}): -${money(totals.discount)}`] : []),
    `Shipping (${contents.shippingMethod!.name}): ${money(totals.shipping)}`,
    ...(totals.paymentFee > 0 ? [`Payment fee: ${money(totals.paymentFee)}`] : []),
    contents.pricing.reverseCharge
      ? `Total: ${money(totals.grandTotal)} (no VAT: reverse charge, VAT number ${contents.pricing.vatNumber})`
      : `Total: ${money(totals.grandTotal)} (incl. ${money(totals.tax)} tax)`,
    `Payment: ${contents.paymentMethod!.name}`,
    '',
    'Delivery to:',
    `${address.firstName} ${address.lastName}`, address.street, `${address.postalCode} ${address.city}`, address.countryCode,
  ].join('\n');
  await tx.insert(mailOutbox).values({
    shopId: shop.id, kind: 'order-confirmation', to: order.email, status: 'pending',
    subject: `${shop.title}: order ${order.orderNumber}`, text,
  });
}
