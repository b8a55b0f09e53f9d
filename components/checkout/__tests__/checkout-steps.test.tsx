/** @jest-environment jsdom */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { shopApi } from '@/lib/api/browser';
import { cartReminderRoutes } from '@/lib/api/routes/cart-reminder';
import { checkoutRoutes } from '@/lib/api/routes/checkout';
import type { CartPayload } from '@/lib/contract/cart';
import type { PaymentMethodPayload, ShippingMethodPayload } from '@/lib/contract/checkout';
import type { CustomerPayload } from '@/lib/contract/customers';
import { makeQueryClient } from '@/lib/queries/query-client';
import { queryKeys } from '@/lib/queries/keys';
import type { CheckoutStep } from '@/lib/routing/constants';
import messages from '@/messages/en.json';
import { CheckoutStepView } from '../checkout-step-view';
import { StepHeading } from '../step-heading';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }), useSearchParams: () => new URLSearchParams() }));
const api = jest.mocked(shopApi);

const money = (amount: number) => ({ amount, currency: 'EUR', formatted: `€${(amount / 100).toFixed(2)}` });
const STANDARD = '5d1c7a43-53a4-4d0e-9b53-64d0d0e0d001';
const EXPRESS = '5d1c7a43-53a4-4d0e-9b53-64d0d0e0d002';
const INVOICE = '5d1c7a43-53a4-4d0e-9b53-64d0d0e0e001';
const mugLine = {
  lineItemId: '0b8f5a52-3c1e-4c44-9d0e-000000000001', productId: '7f1c7a43-53a4-4d0e-9b53-64d0d0e0a001',
  quantity: 3, sku: 'MUG', name: 'Handmade Stoneware Mug', slug: 'handmade-stoneware-mug',
  price: money(4470), singleItemPrice: money(1490), variationString: null, productVariationValues: [], manufacturer: null,
  productUrl: '/p/handmade-stoneware-mug', image: null, stockLevel: 120, available: true,
};
const address = { firstName: 'Erika', lastName: 'Mustermann', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', countryCode: 'DE', emailAddress: 'erika@example.test' };
const cart: CartPayload = {
  cartId: '0b8f5a52-3c1e-4c44-9d0e-0000000000c1', currency: 'EUR', market: { code: 'eu', name: 'European Union', country: null, currency: 'EUR', pricesIncludeTax: true, reverseCharge: false, vatNumber: null, repriced: false }, lineItems: [mugLine], productLineItems: [mugLine],
  billingAddress: address, shippingAddress: null, shippingMethod: null, paymentMethod: null, coupon: null, canHaveCoupon: true,
  couponCampaign: null, customerComment: null, customerEmail: null, reminderConsent: false,
  totals: { subtotal: money(4470), discount: money(0), shipping: money(0), paymentFee: money(0), tax: money(714), taxRateBasisPoints: 1900, taxLines: [], grandTotal: money(4470) },
  shippingEstimate: {
    methodName: 'Standard delivery', isChosen: false, shipping: money(495), grandTotal: money(4965), tax: money(793),
    freeShipping: { threshold: money(5000), missing: money(530) },
  },
  checkoutState: { priceValidToOrder: true, quantityValidToOrder: true }, checkoutButtons: [], checkoutUrl: '/checkout/personal-data', pickupToken: null,
};
/** The cart once the standard method is saved: the estimate became the cart's own shipping. */
const withStandard: CartPayload = {
  ...cart,
  shippingMethod: { id: STANDARD, name: 'Standard delivery', price: money(495) },
  totals: { ...cart.totals, shipping: money(495), tax: money(793), grandTotal: money(4965) },
  shippingEstimate: { ...cart.shippingEstimate!, isChosen: true },
};
const shippingMethod = (id: string, name: string, amount: number, isDefault: boolean): ShippingMethodPayload => ({
  id, name, description: '', price: money(amount), freeFrom: null, cartPrice: money(amount), isSelected: false, isDefault,
});
const paymentMethod = (id: string, kind: PaymentMethodPayload['kind'], name: string, isDefault: boolean): PaymentMethodPayload => ({
  id, kind, name, description: '', fee: money(0), needsRedirect: false, isSelected: false, isDefault,
});
const shippingMethods = [shippingMethod(STANDARD, 'Standard delivery', 495, true), shippingMethod(EXPRESS, 'Express delivery', 995, false)];
const links = { editor: false, locale: 'en', defaultLocale: 'en' };

function renderStep(step: CheckoutStep, data: { cart?: CartPayload; customer?: CustomerPayload | null; payment?: PaymentMethodPayload[]; remindersOffered?: boolean } = {}) {
  const client = makeQueryClient();
  client.setQueryData(queryKeys.cart('demo'), data.cart ?? cart);
  client.setQueryData(queryKeys.customer('demo'), data.customer ?? null);
  client.setQueryData(queryKeys.countries('demo', 'en'), [{ code: 'DE', name: 'Germany' }]);
  client.setQueryData(queryKeys.shippingMethods('demo', 'en'), shippingMethods);
  client.setQueryData(queryKeys.paymentMethods('demo', 'en'), data.payment ?? []);
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <CheckoutStepView shop="demo" step={step} links={links} signIn={false} afterSignIn={{ returnTo: null, wishlistProductId: null }}
          remindersOffered={data.remindersOffered ?? false} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));
const valueOf = (label: string) => summary().getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => api.mockReset());

describe('the checkout steps before the confirmation', () => {
  it.each(['personal-data', 'shipping', 'payment'] as const)('show the order beside step %s: lines with quantity and price, and the totals', async (step) => {
    api.mockImplementation(async () => cart as never);
    renderStep(step, { cart });
    expect(summary().getByText('Handmade Stoneware Mug')).toBeInTheDocument();
    expect(summary().getByText('Quantity: 3, €14.90 each')).toBeInTheDocument();
    expect(summary().getByText('€44.70', { selector: 'li span' })).toBeInTheDocument();
    expect(valueOf('Subtotal')).toBe('€44.70');
    expect(valueOf('Shipping (estimate)')).toBe('€4.95');
    expect(valueOf('Estimated total')).toBe('€49.65');
    await act(async () => {});
  });
});

describe('the personal-data step', () => {
  const REMIND_ME = 'Email me one reminder if I leave my cart without ordering (unsubscribe with one click)';

  it('asks a guest about a cart reminder only when the shop sends them, and sends the choice with the address', async () => {
    renderStep('personal-data');
    expect(screen.queryByRole('checkbox', { name: REMIND_ME })).not.toBeInTheDocument();
    cleanup();
    api.mockImplementation(async () => cart as never);
    renderStep('personal-data', { remindersOffered: true });
    const consent = screen.getByRole('checkbox', { name: REMIND_ME });
    expect(consent).not.toBeChecked();
    fireEvent.click(consent);
    const fill = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
    fill('Email address', 'guest@example.com');
    fill('First name', 'Gia');
    fill('Last name', 'Guest');
    fill('Street and house number', 'Main 1');
    fill('Postal code', '10115');
    fill('City', 'Berlin');
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'DE' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Continue' })); });
    expect(api).toHaveBeenCalledWith(cartReminderRoutes.setCartReminderConsent, { body: { consent: true }, query: { locale: 'en' } });
  });

  it('asks a signed-in customer nothing: their reminder needs no consent', async () => {
    renderStep('personal-data', { remindersOffered: true, customer: { email: 'sam@example.com', firstName: 'Sam', lastName: 'Buyer' } as CustomerPayload });
    expect(screen.queryByRole('checkbox', { name: REMIND_ME })).not.toBeInTheDocument();
    await act(async () => {});
  });
});

describe('the shipping step', () => {
  it("preselects the shop's default method and saves it, so the summary shows the cart's own shipping", async () => {
    api.mockImplementation(async (route) => (route === checkoutRoutes.setShippingMethod ? withStandard : cart) as never);
    renderStep('shipping');
    expect(screen.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Express delivery/ })).not.toBeChecked();
    await act(async () => {});
    expect(api).toHaveBeenCalledWith(checkoutRoutes.setShippingMethod, { body: { shippingMethod: STANDARD }, query: { locale: 'en' } }, { silent: true });
    // The saved cart reaches the summary a tick after the save on a loaded machine: wait for its shipping line.
    expect(await summary().findByText('Shipping', { selector: 'dt' })).toBeInTheDocument();
    expect(valueOf('Shipping')).toBe('€4.95');
    expect(valueOf('Total')).toBe('€49.65');
  });

  it('keeps the method the cart has chosen and saves nothing', async () => {
    renderStep('shipping', { cart: { ...withStandard, shippingMethod: { id: EXPRESS, name: 'Express delivery', price: money(995) } } });
    expect(screen.getByRole('radio', { name: /Express delivery/ })).toBeChecked();
    await act(async () => {});
    expect(api).not.toHaveBeenCalled();
  });
});

describe('"Continue"', () => {
  it('keeps focus while the step saves, then the next step\'s heading takes it', async () => {
    let answer: (value: CartPayload) => void = () => {};
    api.mockImplementation(() => new Promise((resolve) => { answer = resolve as typeof answer; }) as never);
    renderStep('shipping', { cart: withStandard });
    const next = screen.getByRole('button', { name: 'Continue' });
    next.focus();
    fireEvent.click(next);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    fireEvent.click(next);
    await act(async () => {});
    expect(api).toHaveBeenCalledTimes(1);
    await act(async () => { answer(withStandard); });
    // The router opens the next step's page: its heading takes the focus the button had.
    cleanup();
    render(<StepHeading>Payment</StepHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toHaveFocus();
  });

  it('gives a heading reached any other way no focus', () => {
    render(<StepHeading>Payment</StepHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).not.toHaveFocus();
  });
});

describe('the payment step', () => {
  it('preselects the only payment method', async () => {
    api.mockImplementation(async () => withStandard as never);
    renderStep('payment', { cart: withStandard, payment: [paymentMethod(INVOICE, 'invoice', 'Invoice', true)] });
    expect(screen.getByRole('radio', { name: /Invoice/ })).toBeChecked();
    await act(async () => {});
    expect(api).toHaveBeenCalledWith(checkoutRoutes.setPaymentMethod, { body: { paymentMethod: INVOICE }, query: { locale: 'en' } }, { silent: true });
  });

  it('leaves the choice to the shopper among several', async () => {
    renderStep('payment', { cart: withStandard, payment: [paymentMethod(INVOICE, 'invoice', 'Invoice', false), paymentMethod(EXPRESS, 'prepayment', 'Prepayment', false)] });
    expect(screen.getByRole('radio', { name: /Invoice/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Prepayment/ })).not.toBeChecked();
    await act(async () => {});
    expect(api).not.toHaveBeenCalled();
  });
});

describe('the personal-data step', () => {
  const customer = { customerId: '5d1c7a43-53a4-4d0e-9b53-64d0d0e0c001', email: 'shopper@demo.vitrine.test', firstName: 'Sam', lastName: 'Shopper' };

  it("fills in the signed-in customer's name and email when the cart has no address yet", () => {
    renderStep('personal-data', { cart: { ...cart, billingAddress: null }, customer });
    const billing = within(screen.getByRole('group', { name: 'Billing address' }));
    expect(billing.getByLabelText('First name')).toHaveValue('Sam');
    expect(billing.getByLabelText('Last name')).toHaveValue('Shopper');
    expect(billing.getByLabelText('Email address')).toHaveValue('shopper@demo.vitrine.test');
  });

  it('keeps the address the cart has', () => {
    renderStep('personal-data', { cart, customer });
    expect(within(screen.getByRole('group', { name: 'Billing address' })).getByLabelText('First name')).toHaveValue('Erika');
  });
});
