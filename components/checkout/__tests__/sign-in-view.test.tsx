/** @jest-environment jsdom */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { customerRoutes } from '@/lib/api/routes/customer';
import { makeQueryClient } from '@/lib/queries/query-client';
import { queryKeys } from '@/lib/queries/keys';
import type { AfterSignIn } from '@/lib/routing/return-to';
import { useNotifications } from '@/lib/stores/notifications';
import messages from '@/messages/en.json';
import { SignInView } from '../sign-in-view';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
const api = jest.mocked(shopApi);

const MUG_ID = '7f1c7a43-53a4-4d0e-9b53-64d0d0e0a001';
const customer = { customerId: '5d1c7a43-53a4-4d0e-9b53-64d0d0e0c001', email: 'shopper@demo.vitrine.test' };
const wishlistWithMug = {
  items: [{ productId: MUG_ID, addedAt: '2026-01-01T00:00:00.000Z', product: { productId: MUG_ID, name: 'Handmade Stoneware Mug' } }],
  totalNumberOfItems: 1,
};
const fromProduct: AfterSignIn = { returnTo: '/p/handmade-stoneware-mug?shop=demo', wishlistProductId: MUG_ID };
const links = { editor: false, locale: 'en', defaultLocale: 'en' };

let queryClient: QueryClient;

function renderView(afterSignIn: AfterSignIn, signedIn: typeof customer | null = null) {
  queryClient = makeQueryClient();
  queryClient.setQueryData(queryKeys.customer('demo'), signedIn);
  render(
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <SignInView shop="demo" links={links} afterSignIn={afterSignIn} hrefs={{ forgotPassword: '/forgot-password', home: '/' }} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

async function signIn() {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: customer.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-shopper-2026' } });
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Sign in' })); });
}

const notifications = () => useNotifications.getState().notifications;

beforeEach(() => {
  api.mockReset();
  push.mockReset();
  useNotifications.setState({ notifications: [] });
});

describe('SignInView', () => {
  it('offers sign-in first, and registration, by a labelled choice', () => {
    renderView(fromProduct);
    expect(screen.getByRole('group', { name: 'Do you have a customer account?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sign in' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    fireEvent.click(screen.getByRole('radio', { name: 'Create an account' }));
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('signs in, puts the product on the wishlist and goes back to the product with the notice', async () => {
    renderView(fromProduct);
    api.mockResolvedValueOnce(customer).mockResolvedValueOnce(wishlistWithMug);
    await signIn();
    expect(api).toHaveBeenNthCalledWith(1, customerRoutes.signIn, { body: { email: customer.email, password: 'demo-shopper-2026' } }, { silent: true });
    expect(api).toHaveBeenNthCalledWith(2, customerRoutes.addToWishlist,
      { body: { locale: 'en', product: { productId: MUG_ID, quantity: 1 } } }, { silent: true });
    expect(queryClient.getQueryData(queryKeys.wishlist('demo', 'en'))).toBe(wishlistWithMug);
    expect(notifications()).toEqual([expect.objectContaining({
      level: 'success', message: '“Handmade Stoneware Mug” has been added to your wishlist.', link: { href: '/wishlist', label: 'View wishlist' },
    })]);
    expect(push).toHaveBeenCalledWith('/p/handmade-stoneware-mug?shop=demo');
  });

  it('still goes back when the wishlist refuses the product, and says so', async () => {
    renderView(fromProduct);
    api.mockResolvedValueOnce(customer).mockRejectedValueOnce(new ApiError('Internal Server Error', 500, 'Internal Server Error', 'req-500'));
    await signIn();
    expect(notifications()).toEqual([expect.objectContaining({
      level: 'error', message: 'You are signed in, but the product could not be added to your wishlist. Please try again.', requestId: 'req-500',
    })]);
    expect(push).toHaveBeenCalledWith(fromProduct.returnTo);
  });

  it('keeps the shopper here without a way back, showing who is signed in and the way on', async () => {
    renderView({ returnTo: null, wishlistProductId: null });
    api.mockResolvedValueOnce(customer);
    await signIn();
    // The answer reaches the view after the click's act() on a loaded machine: wait for it.
    expect(await screen.findByText(`Signed in as ${customer.email}`)).toBeInTheDocument();
    expect(api).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('shows the failed sign-in at the form and stays', async () => {
    renderView(fromProduct);
    api.mockRejectedValueOnce(new ApiError('Unauthorized', 401, 'Unauthorized', 'req-401'));
    await signIn();
    expect(screen.getByRole('alert')).toHaveTextContent('The email address or the password is not correct.');
    expect(push).not.toHaveBeenCalled();
  });

  it('a shopper already signed in is offered the way back', () => {
    renderView(fromProduct, customer);
    expect(screen.queryByRole('group', { name: 'Do you have a customer account?' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', fromProduct.returnTo);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});
