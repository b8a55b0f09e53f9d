import type { OrderView } from '@/lib/server/orders/find-order';

/** The hidden block a trust-badge script reads (spec section 2): order number, buyer, amount, currency, payment. */
export function TrustedShopBlock({ order }: { order: OrderView }) {
  const amount = (order.grandTotal.amount / 100).toFixed(2);
  return (
    <div id="trustedShopsCheckout" hidden data-order-number={order.orderNumber} data-buyer-email={order.email}
      data-amount={amount} data-currency={order.currencyId} data-payment-method={order.paymentMethodName}>
      <span id="tsCheckoutOrderNr">{order.orderNumber}</span>
      <span id="tsCheckoutBuyerEmail">{order.email}</span>
      <span id="tsCheckoutOrderAmount">{amount}</span>
      <span id="tsCheckoutOrderCurrency">{order.currencyId}</span>
      <span id="tsCheckoutOrderPaymentType">{order.paymentMethodName}</span>
    </div>
  );
}
