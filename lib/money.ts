/** An amount of money in minor units (cents) of a currency; never a float. */
export interface Money {
  amount: number;
  currency: string;
}

/** Formats minor units for display in a locale, e.g. 1999 EUR in de -> "19,99 €". */
export function formatMoney({ amount, currency }: Money, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** Money with its display text, as the API and pages hand it out. */
export interface FormattedMoney extends Money {
  formatted: string;
}

/** Adds the display text to an amount. */
export function withFormatted(money: Money, locale: string): FormattedMoney {
  return { ...money, formatted: formatMoney(money, locale) };
}
