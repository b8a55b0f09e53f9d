/** What a shipping method charges: its price, and from which goods value on it is free (null: never). */
export interface ShippingRate {
  priceAmount: number;
  freeFromAmount: number | null;
}

/**
 * The one rule for what shipping costs a cart: free once the goods reach the method's threshold, where
 * the goods are the subtotal after discounts (what the shopper actually pays for the items), so a coupon
 * that takes a cart below the threshold brings the shipping cost back. An empty cart ships nothing.
 */
export function shippingCharge(rate: ShippingRate, goodsAmount: number, hasLines: boolean): number {
  if (!hasLines) return 0;
  return rate.freeFromAmount !== null && goodsAmount >= rate.freeFromAmount ? 0 : rate.priceAmount;
}

/** How much more goods value reaches the method's free shipping (0 once reached); null when it never ships free. */
export function missingForFreeShipping(rate: ShippingRate, goodsAmount: number): number | null {
  return rate.freeFromAmount === null ? null : Math.max(0, rate.freeFromAmount - goodsAmount);
}
