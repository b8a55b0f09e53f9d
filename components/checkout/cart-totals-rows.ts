import type { CartPayload } from '@/lib/contract/cart';
import type { TotalsRow } from './totals-list';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The money rows of a cart in checkout (the step summaries and the confirmation): until a shipping
 * method is chosen, shipping and the total are the server's estimate with the shop's default method,
 * labelled as estimates.
 */
export function cartTotalsRows(cart: CartPayload, t: Translate): TotalsRow[] {
  const { totals, shippingEstimate: estimate } = cart;
  const estimated = estimate !== null && !estimate.isChosen;
  const shipping = estimated ? estimate.shipping : totals.shipping;
  return [
    { label: t('subtotal'), value: totals.subtotal.formatted },
    ...(totals.discount.amount > 0 ? [{ label: t('discount'), value: `−${totals.discount.formatted}` }] : []),
    { label: t(estimated ? 'shippingEstimate' : 'shippingCost'), value: shipping.amount === 0 ? t('free') : shipping.formatted },
    ...(totals.paymentFee.amount > 0 ? [{ label: t('paymentFee'), value: totals.paymentFee.formatted }] : []),
    { label: t(estimated ? 'estimatedTotal' : 'grandTotal'), value: (estimated ? estimate.grandTotal : totals.grandTotal).formatted, strong: true },
    {
      label: cart.market.reverseCharge ? t('reverseCharge', { vatNumber: cart.market.vatNumber ?? '' }) : t('tax', { rate: totals.taxRateBasisPoints / 100 }),
      value: (estimated ? estimate.tax : totals.tax).formatted,
    },
  ];
}
