/**
 * The format of an EU VAT identification number per member state (the patterns the EU's VIES service
 * documents), prefix included. Greece's prefix is EL, not its ISO code GR. A format check only: whether
 * the number is registered is the tax office's to say, and the order keeps the number as given.
 */
const VAT_NUMBER_FORMATS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  GR: /^EL\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

/** The EU member states (ISO 3166-1 alpha-2), whose VAT rules are the Union's. */
export const EU_COUNTRIES: readonly string[] = Object.keys(VAT_NUMBER_FORMATS);

/** A VAT number as typed, without spaces, dots and dashes and upper-cased: "atu 123.456-78" -> "ATU12345678". */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.\-]/g, '').toUpperCase();
}

/** Whether a VAT number has the format of the given EU country's (its prefix included); false outside the EU. */
export function isVatNumberOf(countryCode: string, vatNumber: string): boolean {
  return VAT_NUMBER_FORMATS[countryCode]?.test(normalizeVatNumber(vatNumber)) ?? false;
}
