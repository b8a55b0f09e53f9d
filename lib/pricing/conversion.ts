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
