/** @jest-environment jsdom */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { customerRoutes } from '@/lib/api/routes/customer';
import { makeQueryClient } from '@/lib/queries/query-client';
import { queryKeys } from '@/lib/queries/keys';
import messages from '@/messages/en.json';
import { ConfirmAccount } from '../confirm-account';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const api = jest.mocked(shopApi);

const customer = { customerId: '5d1c7a43-53a4-4d0e-9b53-64d0d0e0c001', email: 'new@example.com', firstName: null, lastName: null };
const hrefs = { checkout: '/checkout/personal-data', home: '/' };
let queryClient: QueryClient;

function renderPage(token = 'a-token-from-the-mail') {
  queryClient = makeQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <ConfirmAccount shop="demo" token={token} hrefs={hrefs} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

/** The API as the page calls it: the confirmation, then the cart it attached. */
function answer(lineItems: unknown[]) {
  api.mockImplementation(async (route) => (route === customerRoutes.confirmAccount ? customer : { lineItems }) as never);
}

const confirm = () => act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Confirm account' })); });

beforeEach(() => api.mockReset());

describe('the account confirmation page', () => {
  it('posts the token only when asked, then says the account is confirmed and leads to the checkout of a filled cart', async () => {
    renderPage();
    answer([{ id: 'line' }]);
    expect(api).not.toHaveBeenCalled();
    await confirm();
    expect(api).toHaveBeenCalledWith(customerRoutes.confirmAccount, { body: { token: 'a-token-from-the-mail' } }, { silent: true });
    expect(screen.getByRole('status')).toHaveTextContent('Your account is confirmed');
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', '/checkout/personal-data');
    expect(queryClient.getQueryData(queryKeys.customer('demo'))).toEqual(customer);
  });

  it('leads home when the cart is empty', async () => {
    renderPage();
    answer([]);
    await confirm();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Continue to checkout' })).toBeNull();
  });

  it('says the link is invalid when the API refuses it, and signs nobody in', async () => {
    renderPage();
    api.mockRejectedValue(new ApiError('The confirmation link is invalid or has expired', 422, 'Unprocessable Entity', null, 'InvalidConfirmationToken'));
    await confirm();
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(queryClient.getQueryData(queryKeys.customer('demo'))).toBeUndefined();
  });

  it('says so at once for an address without a token', () => {
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
    expect(screen.queryByRole('button', { name: 'Confirm account' })).toBeNull();
  });
});
