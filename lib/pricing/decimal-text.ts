/**
 * What an owner types as a decimal (a price, an exchange rate, a tax rate in percent) as an integer of
 * fixed scale, and back: `parseScaled('15.90', 2)` is 1590, `parseScaled('0.94', 6)` is 940000. Exact in
 * string arithmetic, so money and rates never pass through a float. Dot or comma separate the decimals
 * (as the owner's language writes them); more decimals than the scale, signs or other characters: null.
 */
export function parseScaled(text: string, digits: number): number | null {
  const match = /^(\d{1,12})(?:[.,](\d*))?$/.exec(text.trim());
  if (!match || (match[2]?.length ?? 0) > digits) return null;
  const value = Number(match[1]! + (match[2] ?? '').padEnd(digits, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/** An integer of fixed scale as a plain decimal without trailing zeros beyond `keep` decimals: (940000, 6) -> "0.94", (1590, 2) -> "15.90". */
export function formatScaled(value: number, digits: number, keep = digits): string {
  if (digits === 0) return String(value);
  const text = String(value).padStart(digits + 1, '0');
  const whole = text.slice(0, -digits);
  let fraction = text.slice(-digits);
  while (fraction.length > keep && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction ? `${whole}.${fraction}` : whole;
}
