import { missingForFreeShipping, shippingCharge, type ShippingRate } from '@/lib/pricing/shipping';
import { includedTax, taxOnNet } from '@/lib/pricing/tax';
import type { Totals } from '@/lib/pricing/totals';

/** A shipping method as the estimate needs it. */
export type EstimatedMethod = ShippingRate & { name: string };

export interface ShippingEstimate {
  methodName: string;
  /** The cart's own choice; false when it is the shop's default, which checkout preselects. */
  isChosen: boolean;
  shippingAmount: number;
  /** The cart's grand total with that shipping cost. */
  grandTotalAmount: number;
  /** The tax included in that total. */
  taxAmount: number;
  /** The method's free-shipping threshold and how far the goods (subtotal after discounts) are from it; null when it never ships free. */
  freeShipping: { thresholdAmount: number; missingAmount: number } | null;
}

/**
 * What shipping will cost before checkout asks for a method: the chosen method, else the shop's default,
 * priced by the same rule as the totals (`shippingCharge`), so that the estimated total is what the order
 * costs when the shopper keeps that method. Null for an empty cart or a shop without shipping methods.
 */
export function estimateShipping(
  totals: Totals, chosen: EstimatedMethod | null, shopDefault: EstimatedMethod | null, taxRateBasisPoints: number, pricesIncludeTax = true,
): ShippingEstimate | null {
  const method = chosen ?? shopDefault;
  if (!method || totals.lines.length === 0) return null;
  const goods = totals.subtotal - totals.discount;
  const shippingAmount = shippingCharge(method, goods, true);
  const missingAmount = missingForFreeShipping(method, goods);
  // Net prices: shipping brings its own tax (at the standard rate) on top.
  const grandTotalAmount = pricesIncludeTax
    ? totals.grandTotal - totals.shipping + shippingAmount
    : totals.grandTotal - totals.shipping - taxOnNet(totals.shipping, taxRateBasisPoints) + shippingAmount + taxOnNet(shippingAmount, taxRateBasisPoints);
  return {
    methodName: method.name,
    isChosen: chosen !== null,
    shippingAmount,
    grandTotalAmount,
    taxAmount: pricesIncludeTax ? includedTax(grandTotalAmount, taxRateBasisPoints) : grandTotalAmount - (goods + shippingAmount + totals.paymentFee),
    freeShipping: method.freeFromAmount === null || missingAmount === null ? null : { thresholdAmount: method.freeFromAmount, missingAmount },
  };
}
