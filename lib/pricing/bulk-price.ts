/** A tiered unit price from a minimum quantity on (spec section 9, bulk prices). */
export interface BulkTier {
  minQuantity: number;
  priceAmount: number;
}

/** The tier that applies to a quantity: the largest one whose quantity is at most it; null when none does. */
export function bulkTierFor<T extends BulkTier>(tiers: readonly T[], quantity: number): T | null {
  let best: T | null = null;
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity && (!best || tier.minQuantity > best.minQuantity)) best = tier;
  }
  return best;
}

/** The unit price for a quantity: the largest tier whose quantity is at most it, else the base price. */
export function unitPriceFor(basePriceAmount: number, tiers: readonly BulkTier[], quantity: number): number {
  return bulkTierFor(tiers, quantity)?.priceAmount ?? basePriceAmount;
}
