/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { CartPayload } from '@/lib/contract/cart';
import messages from '@/messages/en.json';
import { CartTotals } from '../cart-totals';

const money = (amount: number) => ({ amount, currency: 'EUR', formatted: `€${(amount / 100).toFixed(2)}` });
const totals: CartPayload['totals'] = {
  subtotal: money(4982), discount: money(500), shipping: money(0), paymentFee: money(0), tax: money(715), taxRateBasisPoints: 1900, taxLines: [], grandTotal: money(4482),
};
const market: CartPayload['market'] = {
  code: 'eu', name: 'European Union', country: null, currency: 'EUR', pricesIncludeTax: true, reverseCharge: false, vatNumber: null, repriced: false,
};
type Estimate = NonNullable<CartPayload['shippingEstimate']>;
const estimate: Estimate = {
  methodName: 'Standard delivery', isChosen: false, shipping: money(495), grandTotal: money(4977), tax: money(795),
  freeShipping: { threshold: money(5000), missing: money(518) },
};

function renderTotals(shippingEstimate: CartPayload['shippingEstimate'], cartTotals = totals) {
  render(<NextIntlClientProvider locale="en" messages={messages}><CartTotals totals={cartTotals} estimate={shippingEstimate} market={market} /></NextIntlClientProvider>);
}

/** The value shown for a label of the totals list. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the cart totals', () => {
  it('show the estimated shipping and total, and how far free shipping is on the subtotal after discounts', () => {
    renderTotals(estimate);
    expect(valueOf('Shipping (estimate)')).toBe('€4.95');
    expect(valueOf('Estimated total')).toBe('€49.77');
    expect(valueOf('Including 19% VAT')).toBe('€7.95');
    expect(screen.queryByText('Total', { selector: 'dt' })).toBeNull();
    expect(screen.getByText('Add €5.18 more for free shipping (counts the subtotal after discounts).')).toBeVisible();
  });

  it('say so once the threshold is reached, with shipping free', () => {
    renderTotals({ ...estimate, shipping: money(0), grandTotal: money(5482), freeShipping: { threshold: money(5000), missing: money(0) } },
      { ...totals, subtotal: money(5982), grandTotal: money(5482) });
    expect(valueOf('Shipping (estimate)')).toBe('Free');
    expect(screen.getByText('Free shipping: your subtotal after discounts reaches €50.00.')).toBeVisible();
    expect(screen.queryByText(/more for free shipping/)).toBeNull();
  });

  it('show the chosen method as shipping and the real total, without a hint for a method that never ships free', () => {
    renderTotals({ ...estimate, methodName: 'Express delivery', isChosen: true, shipping: money(995), grandTotal: money(5477), freeShipping: null },
      { ...totals, shipping: money(995), grandTotal: money(5477) });
    expect(valueOf('Shipping')).toBe('€9.95');
    expect(valueOf('Total')).toBe('€54.77');
    expect(screen.queryByText('Shipping (estimate)')).toBeNull();
    expect(screen.queryByText(/free shipping/i)).toBeNull();
  });

  it('leave shipping out without an estimate (a shop without shipping methods)', () => {
    renderTotals(null);
    expect(screen.queryByText(/^Shipping/)).toBeNull();
    expect(valueOf('Total')).toBe('€44.82');
  });
});
