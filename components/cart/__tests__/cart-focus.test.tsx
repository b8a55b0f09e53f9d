/** @jest-environment jsdom */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { CartView } from '@/components/cart/cart-view';
import { shopApi } from '@/lib/api/browser';
import type { CartLineItemPayload, CartPayload } from '@/lib/contract/cart';
import { makeQueryClient } from '@/lib/queries/query-client';
import { queryKeys } from '@/lib/queries/keys';
import messages from '@/messages/en.json';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }) }));
const api = jest.mocked(shopApi);

const money = (amount: number) => ({ amount, currency: 'EUR', formatted: `€${(amount / 100).toFixed(2)}` });
const line = (n: number, name: string, quantity = 1) => ({
  lineItemId: `0b8f5a52-3c1e-4c44-9d0e-00000000000${n}`, productId: `7f1c7a43-53a4-4d0e-9b53-64d0d0e0a00${n}`, quantity, sku: `SKU-${n}`, name, slug: `p-${n}`,
  price: money(1000 * quantity), singleItemPrice: money(1000), variationString: null, productVariationValues: [], manufacturer: null,
  productUrl: `/p/p-${n}`, image: null, stockLevel: 50, available: true,
}) as CartLineItemPayload;
const mug = line(1, 'Mug');
const scarf = line(2, 'Scarf');
const totals = { subtotal: money(2000), discount: money(0), shipping: money(0), paymentFee: money(0), tax: money(0), taxRateBasisPoints: 1900, taxLines: [], grandTotal: money(2000) };
const cartOf = (lineItems: CartLineItemPayload[], coupon: CartPayload['coupon'] = null) => ({
  cartId: 'c1', currency: 'EUR', market: { code: 'eu', name: 'EU', country: null, currency: 'EUR', pricesIncludeTax: true, reverseCharge: false, vatNumber: null, repriced: false },
  lineItems, productLineItems: lineItems, billingAddress: null, shippingAddress: null, shippingMethod: null, paymentMethod: null, coupon, canHaveCoupon: true,
  couponCampaign: null, customerComment: null, customerEmail: null, reminderConsent: false, totals, shippingEstimate: null,
  checkoutState: { priceValidToOrder: true, quantityValidToOrder: true }, checkoutButtons: [], checkoutUrl: '/checkout/personal-data', pickupToken: null,
}) as unknown as CartPayload;

function renderCart(cart: CartPayload) {
  const client = makeQueryClient();
  client.setQueryData(queryKeys.cart('demo'), cart);
  client.setQueryData(queryKeys.countries('demo', 'en'), [{ code: 'DE', name: 'Germany' }]);
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <CartView shop="demo" links={{ editor: false, locale: 'en', defaultLocale: 'en' }} themePreview={false} wishlistError={false} countryGuess={null} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}
/** An answer the test hands out when it wants. */
function pendingAnswer() {
  let answer: (cart: CartPayload) => void = () => {};
  api.mockReturnValueOnce(new Promise((resolve) => { answer = resolve; }) as never);
  return (cart: CartPayload) => act(async () => { answer(cart); });
}

beforeEach(() => {
  jest.useFakeTimers();
  api.mockReset();
  // The coupon's message scrolls the page to it; jsdom has no scrolling.
  window.scrollTo = jest.fn();
});
afterEach(() => jest.useRealTimers());

describe('the cart keeps keyboard focus', () => {
  it('on "Increase quantity" while the line updates', async () => {
    renderCart(cartOf([mug, scarf]));
    const increase = screen.getAllByRole('button', { name: 'Increase quantity' })[0]!;
    increase.focus();
    // The first change of a line is sent at once (leading debounce).
    const answer = pendingAnswer();
    await act(async () => { fireEvent.click(increase); });
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('textbox', { name: 'Quantity of Mug' })).toHaveAttribute('readonly');
    expect(increase).toHaveFocus();
    await answer(cartOf([line(1, 'Mug', 2), scarf]));
    expect(increase).toHaveFocus();
    expect(increase).not.toHaveAttribute('aria-disabled');
  });

  it('in the quantity field after Enter, which takes no typing while the line updates', async () => {
    renderCart(cartOf([mug, scarf]));
    const field = screen.getByRole('textbox', { name: 'Quantity of Scarf' });
    field.focus();
    fireEvent.change(field, { target: { value: '3' } });
    const answer = pendingAnswer();
    await act(async () => { fireEvent.keyDown(field, { key: 'Enter' }); });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-disabled', 'true');
    await answer(cartOf([mug, line(2, 'Scarf', 3)]));
    expect(field).toHaveFocus();
    expect(field).toHaveValue('3');
    expect(field).not.toHaveAttribute('readonly');
  });

  it('after "Remove": on the Remove button now in the line\'s place, then on the heading once empty', async () => {
    renderCart(cartOf([mug, scarf]));
    const removeMug = screen.getByRole('button', { name: /^Remove ?: Mug$/ });
    removeMug.focus();
    const answer = pendingAnswer();
    fireEvent.click(removeMug);
    expect(removeMug).toHaveFocus();
    expect(removeMug).toHaveAttribute('aria-disabled', 'true');
    // Announced once the cart no longer has the line, not when Remove is pressed.
    expect(screen.getByRole('status')).toHaveTextContent('');
    await answer(cartOf([scarf]));
    expect(screen.getByRole('button', { name: /^Remove ?: Scarf$/ })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Mug has been removed from your cart.');

    const last = pendingAnswer();
    fireEvent.click(screen.getByRole('button', { name: /^Remove ?: Scarf$/ }));
    await last(cartOf([]));
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Scarf has been removed from your cart.');
  });

  it('announces nothing and keeps focus when a removal fails and the line stays', async () => {
    renderCart(cartOf([mug, scarf]));
    const removeMug = screen.getByRole('button', { name: /^Remove ?: Mug$/ });
    removeMug.focus();
    const answer = pendingAnswer();
    fireEvent.click(removeMug);
    await answer(cartOf([mug, scarf]));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(removeMug).toHaveFocus();
  });

  it('on what replaces the coupon form after "Redeem", and on the code field after "Remove coupon"', async () => {
    renderCart(cartOf([mug]));
    fireEvent.change(screen.getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'WELCOME10' } });
    const redeem = screen.getByRole('button', { name: 'Redeem' });
    redeem.focus();
    const redeemed = pendingAnswer();
    fireEvent.click(redeem);
    expect(redeem).toHaveFocus();
    expect(redeem).toHaveAttribute('aria-disabled', 'true');
    await redeemed(cartOf([mug], { code: 'WELCOME10', validationErrors: [] }));
    expect(screen.getByRole('button', { name: 'Remove coupon' })).toHaveFocus();
    expect(screen.getByText('Your coupon has been redeemed.')).toBeInTheDocument();

    const removed = pendingAnswer();
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    await removed(cartOf([mug]));
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveFocus();
  });
});
