/**
 * The tax contained in a gross amount at a rate in basis points, rounded half up to a minor unit:
 * 11900 cents at 1900 bp contain 1900 cents. BigInt keeps it exact for any amount the shop can hold.
 */
export function includedTax(grossAmount: number, rateBasisPoints: number): number {
  if (rateBasisPoints <= 0 || grossAmount <= 0) return 0;
  const gross = BigInt(grossAmount);
  const rate = BigInt(rateBasisPoints);
  const divisor = 2n * (10000n + rate);
  return Number((gross * rate * 2n + (10000n + rate)) / divisor);
}
