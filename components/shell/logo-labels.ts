/** Brand spellings of the payment and carrier logos a shop can show; other ids are title-cased. */
const BRANDS: Record<string, string> = {
  paypal: 'PayPal', 'amazon-pay': 'Amazon Pay', visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express',
  klarna: 'Klarna', sofort: 'Sofort', giropay: 'giropay', 'apple-pay': 'Apple Pay', 'google-pay': 'Google Pay',
  dhl: 'DHL', ups: 'UPS', dpd: 'DPD', gls: 'GLS', hermes: 'Hermes', fedex: 'FedEx', 'deutsche-post': 'Deutsche Post',
};

/** The name shown for a logo id. */
export function logoLabel(id: string): string {
  return BRANDS[id] ?? id.split(/[-_]/).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}
