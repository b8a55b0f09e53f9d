/** An amount of money in minor units (cents) of a currency; never a float. */
export interface Money {
  amount: number;
  currency: string;
}

/**
 * One formatter per locale and currency: making an Intl.NumberFormat costs about a hundred times what
 * formatting with it does (a page of 12 tiles spent 1.2 ms making them). Locales and currencies are the
 * shops' own, a few dozen pairs; the bound only guards against surprises.
 */
const formatters = new Map<string, { format: Intl.NumberFormat; digits: number }>();
const MAX_FORMATTERS = 200;

function formatterOf(locale: string, currency: string) {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatter = { format, digits: format.resolvedOptions().maximumFractionDigits ?? 2 };
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Decimal places of a currency (2 for EUR, 0 for JPY), so that units convert to minor units. */
export function currencyDigits(currency: string): number {
  return formatterOf('en', currency).digits;
}

/** Formats minor units for display in a locale, e.g. 1999 EUR in de -> "19,99 €". */
export function formatMoney({ amount, currency }: Money, locale: string): string {
  const { format, digits } = formatterOf(locale, currency);
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
