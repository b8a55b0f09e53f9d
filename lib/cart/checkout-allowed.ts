import type { CartPayload } from '@/lib/contract/cart';

export interface CheckoutBlockers {
  busy: boolean;
  /** The shop is shown in a theme preview, where nothing can be bought (spec section 6). */
  themePreview: boolean;
}

/** Whether the cart's checkout button is enabled (spec section 4, cart buttons). */
export function canCheckOut(cart: CartPayload, { busy, themePreview }: CheckoutBlockers): boolean {
  const couponInvalid = (cart.coupon?.validationErrors.length ?? 0) > 0;
  return cart.lineItems.length > 0 && !busy && !couponInvalid && !themePreview
    && cart.checkoutState.priceValidToOrder && cart.checkoutState.quantityValidToOrder;
}
