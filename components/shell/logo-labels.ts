/** Brand spellings of the payment and carrier logos a shop can show; other ids are title-cased. */
const BRANDS: Record<string, string> = {
  paypal: 'PayPal', 'amazon-pay': 'Amazon Pay', visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express',
  klarna: 'Klarna', sofort: 'Sofort', giropay: 'giropay', 'apple-pay': 'Apple Pay', 'google-pay': 'Google Pay',
  dhl: 'DHL', ups: 'UPS', dpd: 'DPD', gls: 'GLS', hermes: 'Hermes', fedex: 'FedEx', 'deutsche-post': 'Deutsche Post',
};

/** Words shoppers know for logo ids that are not brands: their keys in the Shell messages. */
const GENERIC_LOGOS = new Map([['invoice', 'logoInvoice'], ['prepayment', 'logoPrepayment'], ['cash-on-delivery', 'logoCashOnDelivery']] as const);
export type GenericLogoKey = 'logoInvoice' | 'logoPrepayment' | 'logoCashOnDelivery';

/** Whether a logo id names a kind of payment rather than a brand (its name is translated, not drawn). */
export const isGenericLogo = (id: string): boolean => GENERIC_LOGOS.has(id as 'invoice');

/** The name shown for a logo id: a generic one in the reader's language (`translate` reads Shell), else the brand. */
export function logoLabel(id: string, translate: (key: GenericLogoKey) => string): string {
  const key = GENERIC_LOGOS.get(id as 'invoice');
  if (key) return translate(key);
  return BRANDS[id] ?? id.split(/[-_]/).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}
