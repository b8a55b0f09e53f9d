import { currencyDigits } from '@/lib/money';

/** How a market rounds the prices it converts from the primary market's. */
export const ROUNDING_RULES = ['none', 'whole', 'ninety'] as const;
export type RoundingRule = (typeof ROUNDING_RULES)[number];

/** Exchange rates are stored as integers in millionths (1 EUR = 0.94 CHF: 940000), so money never meets a float. */
export const RATE_SCALE = 1_000_000;

/** A conversion from the primary currency into a market's. */
export interface Conversion {
  fromCurrency: string;
  toCurrency: string;
  /** Units of `toCurrency` per unit of `fromCurrency`, in millionths. */
  rateMillionths: number;
  rounding: RoundingRule;
}

/**
 * Rounds minor units to the market's price ending, always upwards so that a converted price is never
 * below the exchange rate's: `whole` to a whole unit (23.47 -> 24.00), `ninety` to the next x.90
 * (23.47 -> 23.90, 23.95 -> 24.90). A currency without decimals (JPY) rounds `ninety` as `whole`.
 */
export function roundPrice(amount: number, rule: RoundingRule, digits: number): number {
  if (rule === 'none' || amount <= 0 || digits === 0) return amount;
  const unit = 10 ** digits;
  if (rule === 'whole') return Math.ceil(amount / unit) * unit;
  const ending = unit - unit / 10; // .90 of a unit in minor units
  const whole = Math.floor(amount / unit) * unit;
  return amount <= whole + ending ? whole + ending : whole + unit + ending;
}

/**
 * An amount of the primary currency in a market's currency: multiplied by the exchange rate in
 * integer arithmetic, rounded half up to the target's minor unit (ISO 4217 digits: 2 for CHF, 0 for
 * JPY), then to the market's price ending. The same currency at rate 1 returns the amount unchanged.
 */
export function convertAmount(amount: number, conversion: Conversion): number {
  if (conversion.fromCurrency === conversion.toCurrency && conversion.rateMillionths === RATE_SCALE) return amount;
  const fromDigits = currencyDigits(conversion.fromCurrency);
  const toDigits = currencyDigits(conversion.toCurrency);
  const numerator = BigInt(amount) * BigInt(conversion.rateMillionths) * 10n ** BigInt(toDigits);
  const denominator = BigInt(RATE_SCALE) * 10n ** BigInt(fromDigits);
  const converted = Number((numerator * 2n + denominator) / (denominator * 2n));
  return roundPrice(converted, conversion.rounding, toDigits);
}

/** The largest amount a price column holds (PostgreSQL integer). */
const MAX_AMOUNT = 2_147_483_647;

/** The smallest primary amount whose conversion is at least `target` (conversion never falls as the amount rises). */
function leastConvertingTo(target: number, conversion: Conversion): number {
  let low = 0;
  let high = MAX_AMOUNT;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (convertAmount(middle, conversion) >= target) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * A price range a shopper gave in a market's currency (minor units, null for an open side) as the range
 * of primary amounts whose converted price lies in it: exact for every converted price, since
 * conversion with its rounding never falls as the amount rises. A price-list price is filtered by its
 * primary price's conversion. An empty range (a maximum below every conversion) comes out with
 * `max < min`, which no amount satisfies.
 */
export function primaryRangeFor(range: { min: number | null; max: number | null }, conversion: Conversion): { min: number | null; max: number | null } {
  if (conversion.fromCurrency === conversion.toCurrency && conversion.rateMillionths === RATE_SCALE) return range;
  return {
    min: range.min === null ? null : leastConvertingTo(range.min, conversion),
    max: range.max === null || range.max >= MAX_AMOUNT ? range.max : leastConvertingTo(range.max + 1, conversion) - 1,
  };
}
