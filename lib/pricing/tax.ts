/**
 * The tax contained in a gross amount at a rate in basis points, rounded half up to a minor unit:
 * 11900 cents at 1900 bp contain 1900 cents.
 */
export function includedTax(grossAmount: number, rateBasisPoints: number): number {
  if (rateBasisPoints <= 0) return 0;
  return Math.floor((grossAmount * rateBasisPoints * 2 + (10000 + rateBasisPoints)) / (2 * (10000 + rateBasisPoints)));
}
