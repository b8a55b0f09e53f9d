/** Payment kinds that send the shopper to the provider before the order is placed (create-payment first). */
export const REDIRECT_PAYMENT_KINDS: readonly string[] = ['paypal-express', 'amazon-pay'];

/** Query parameter the payment provider appends to the return address once it approved the payment. */
export const PAYMENT_TOKEN_PARAM = 'paymentToken';

/** Whether a payment method needs the provider's approval before place-order. */
export function needsPaymentRedirect(kind: string): boolean {
  return REDIRECT_PAYMENT_KINDS.includes(kind);
}

/** The return address for the provider: the current address without an earlier approval. */
export function paymentReturnUri(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(PAYMENT_TOKEN_PARAM);
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}
