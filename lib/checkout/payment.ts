/** Payment kinds that send the shopper to the provider before the order is placed (create-payment first). */
export const REDIRECT_PAYMENT_KINDS: readonly string[] = ['paypal-express', 'amazon-pay'];

/** Query parameter the payment provider appends to the return address once it approved the payment. */
export const PAYMENT_TOKEN_PARAM = 'paymentToken';

/** Query parameter of the cancel address: the provider sent the shopper back without approving. */
export const PAYMENT_CANCELLED_PARAM = 'paymentCancelled';

/** Whether a payment method needs the provider's approval before place-order. */
export function needsPaymentRedirect(kind: string): boolean {
  return REDIRECT_PAYMENT_KINDS.includes(kind);
}

/** The return address for the provider: the current address without an earlier approval or cancellation. */
export function paymentReturnUri(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(PAYMENT_TOKEN_PARAM);
  query.delete(PAYMENT_CANCELLED_PARAM);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

/** The cancel address: the return address marked, so the step can say the payment was cancelled. */
export function paymentCancelUri(pathname: string, search: string): string {
  const returnUri = paymentReturnUri(pathname, search);
  return `${returnUri}${returnUri.includes('?') ? '&' : '?'}${PAYMENT_CANCELLED_PARAM}=1`;
}
