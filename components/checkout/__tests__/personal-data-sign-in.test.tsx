/** @jest-environment jsdom */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { shopApi } from '@/lib/api/browser';
import { cartRoutes } from '@/lib/api/routes/cart';
import { customerRoutes } from '@/lib/api/routes/customer';
import { makeQueryClient } from '@/lib/queries/query-client';
import { queryKeys } from '@/lib/queries/keys';
import type { AfterSignIn } from '@/lib/routing/return-to';
import messages from '@/messages/en.json';
import { PersonalDataStep } from '../personal-data-step';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
const api = jest.mocked(shopApi);

const MUG_ID = '7f1c7a43-53a4-4d0e-9b53-64d0d0e0a001';
const customer = { customerId: '5d1c7a43-53a4-4d0e-9b53-64d0d0e0c001', email: 'shopper@demo.vitrine.test' };
const links = { editor: false, locale: 'en', defaultLocale: 'en' };
const hrefs = { previous: '/cart', next: '/checkout/shipping', forgotPassword: '/forgot-password' };

const money = { amount: 1490, currency: 'EUR', formatted: '€14.90' };
const cart = {
  billingAddress: null, shippingAddress: null, customerEmail: null, totals: { subtotal: money },
  lineItems: [{ sku: 'VT-MUG-001', name: 'Mug', quantity: 1, singleItemPrice: money, variationString: null, manufacturer: null }],
};

/** The API as the step calls it: the sign-in, the cart read again after it, the wishlist add. */
function answer(wishlist: unknown = { items: [], totalNumberOfItems: 0 }) {
  const answers = new Map<unknown, unknown>([
    [customerRoutes.signIn, customer], [cartRoutes.getCart, cart], [customerRoutes.addToWishlist, wishlist],
  ]);
  api.mockImplementation(async (route) => answers.get(route) as never);
}

/** The personal-data step opened by `?login=true` with something in the cart. */
function renderStep(afterSignIn: AfterSignIn) {
  const client = makeQueryClient();
  client.setQueryData(queryKeys.cart('demo'), cart);
  client.setQueryData(queryKeys.customer('demo'), null);
  client.setQueryData(queryKeys.countries('demo', 'en'), [{ code: 'DE', name: 'Germany' }]);
  render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <PersonalDataStep shop="demo" signIn afterSignIn={afterSignIn} links={links} remindersOffered={false} hrefs={hrefs} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

async function signIn() {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: customer.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-shopper-2026' } });
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Sign in' })); });
}

beforeEach(() => {
  api.mockReset();
  push.mockReset();
});

describe('the personal-data step opened to sign in', () => {
  it('sends a shopper who came from a product back to it, with the product on the wishlist, whatever the cart holds', async () => {
    renderStep({ returnTo: '/p/handmade-stoneware-mug', wishlistProductId: MUG_ID });
    expect(screen.getByRole('radio', { name: 'Sign in' })).toBeChecked();
    answer();
    await signIn();
    expect(api).toHaveBeenCalledWith(customerRoutes.addToWishlist, { body: { locale: 'en', product: { productId: MUG_ID, quantity: 1 } } }, { silent: true });
    expect(push).toHaveBeenCalledWith('/p/handmade-stoneware-mug');
  });

  it('goes on with the checkout when the shopper signed in to buy', async () => {
    renderStep({ returnTo: null, wishlistProductId: null });
    answer();
    await signIn();
    expect(api).not.toHaveBeenCalledWith(customerRoutes.addToWishlist, expect.anything(), expect.anything());
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByText(`Signed in as ${customer.email}`)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Billing address' })).toBeInTheDocument();
  });
});
