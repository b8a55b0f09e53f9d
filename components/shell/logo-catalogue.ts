/** A logo a shop can show in its footer: its id (named by `logoLabel`) and its image file. */
export interface CatalogueLogo {
  id: string;
  filename: string;
}

const logos = (ids: readonly string[]): CatalogueLogo[] => ids.map((id) => ({ id, filename: `${id}.svg` }));

/**
 * The payment and carrier logo sets an owner chooses from in the editor (spec section 9: the sets exist,
 * their list is not given). The footer names every one of them (`logoLabel`).
 */
export const PAYMENT_LOGOS = logos([
  'paypal', 'amazon-pay', 'visa', 'mastercard', 'amex', 'klarna', 'sofort', 'giropay', 'apple-pay', 'google-pay',
  'invoice', 'prepayment', 'cash-on-delivery',
]);
export const SHIPPING_LOGOS = logos(['dhl', 'ups', 'dpd', 'gls', 'hermes', 'fedex', 'deutsche-post']);
