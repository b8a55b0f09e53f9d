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

/** The tax on a net amount at a rate in basis points, rounded half up: 10000 cents at 2000 bp bear 2000 cents. */
export function taxOnNet(netAmount: number, rateBasisPoints: number): number {
  if (rateBasisPoints <= 0 || netAmount <= 0) return 0;
  return Number((BigInt(netAmount) * BigInt(rateBasisPoints) * 2n + 10000n) / 20000n);
}

/** The net part of a gross amount: what is left once its included tax is taken out (gross = net + tax exactly). */
export function netOfGross(grossAmount: number, rateBasisPoints: number): number {
  return grossAmount - includedTax(grossAmount, rateBasisPoints);
}

/** The gross amount of a net one: net plus its tax (gross = net + tax exactly). */
export function grossOfNet(netAmount: number, rateBasisPoints: number): number {
  return netAmount + taxOnNet(netAmount, rateBasisPoints);
}
