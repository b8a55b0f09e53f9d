/** Amounts of a checkout or an order in minor units, as the cart's totals and the order's columns hold them. */
export interface UcpAmounts {
  subtotal: number;
  discount: number;
  shipping: number;
  shippingName: string | null;
  paymentFee: number;
  paymentFeeName: string | null;
  tax: number;
  pricesIncludeTax: boolean;
  grandTotal: number;
}

/**
 * The `totals` of a UCP checkout or order (types/totals.json): subtotal, a negative discount, fulfillment
 * (when a method is chosen), a fee, the tax and the total. Where prices include VAT the `tax` entry names
 * the VAT within the total ("Included VAT"), not an amount added to it.
 */
export function ucpTotals(amounts: UcpAmounts) {
  return [
    { type: 'subtotal', amount: amounts.subtotal },
    ...(amounts.discount > 0 ? [{ type: 'discount', amount: -amounts.discount }] : []),
    ...(amounts.shippingName !== null ? [{ type: 'fulfillment', display_text: amounts.shippingName, amount: amounts.shipping }] : []),
    ...(amounts.paymentFee > 0 ? [{ type: 'fee', display_text: amounts.paymentFeeName ?? 'Payment fee', amount: amounts.paymentFee }] : []),
    { type: 'tax', display_text: amounts.pricesIncludeTax ? 'Included VAT' : 'VAT', amount: amounts.tax },
    { type: 'total', amount: amounts.grandTotal },
  ];
}
