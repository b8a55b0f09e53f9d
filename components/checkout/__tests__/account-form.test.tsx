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
import { AccountForm } from '../account-form';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const api = jest.mocked(shopApi);
const onSignedIn = jest.fn();

let queryClient: QueryClient;

function renderForm(mode: 'signIn' | 'register') {
  queryClient = makeQueryClient();
  queryClient.setQueryData(queryKeys.customer('demo'), null);
  render(
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <AccountForm shop="demo" mode={mode} forgotPasswordHref="/forgot-password" onSignedIn={onSignedIn} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

async function register(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Create account' })); });
}

beforeEach(() => {
  api.mockReset();
  onSignedIn.mockReset();
});

describe('the register form', () => {
  it('says to check the email instead of signing in, whatever the address', async () => {
    renderForm('register');
    api.mockResolvedValue({ status: 'confirmation-sent' } as never);
    await register(' new@example.com ', 'long enough password');

    expect(api).toHaveBeenCalledWith(customerRoutes.register, { body: { email: 'new@example.com', initialPassword: 'long enough password' } }, { silent: true });
    expect(screen.getByRole('status')).toHaveTextContent('Check your email to confirm your account.');
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(queryKeys.customer('demo'))).toBeNull();
  });

  it('checks the fields first and sends nothing with a short password', async () => {
    renderForm('register');
    await register('new@example.com', 'short');
    expect(api).not.toHaveBeenCalled();
    expect(screen.getByText('Please use at least 8 characters.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    // Focus goes to the invalid field, which names its error.
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please use at least 8 characters.');
  });

  it('puts focus on the first invalid field, the email address before the password', async () => {
    renderForm('register');
    await register('not an address', '');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the form with a retry message when the call fails, and names too many attempts', async () => {
    renderForm('register');
    api.mockRejectedValueOnce(new ApiError('Too many requests', 429, 'Too Many Requests', null, 'RateLimited'));
    await register('new@example.com', 'long enough password');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');

    api.mockRejectedValueOnce(new ApiError('Internal Server Error', 500, 'Internal Server Error', null));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Create account' })); });
    expect(screen.getByRole('alert')).toHaveTextContent('That did not work. Please try again.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the sign-in form', () => {
  it('signs in and hands the customer on', async () => {
    renderForm('signIn');
    const customer = { customerId: '5d1c7a43-53a4-4d0e-9b53-64d0d0e0c001', email: 'shopper@example.com', firstName: null, lastName: null };
    api.mockResolvedValue(customer as never);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: customer.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Sign in' })); });
    expect(onSignedIn).toHaveBeenCalledWith(customer);
    expect(queryClient.getQueryData(queryKeys.customer('demo'))).toEqual(customer);
  });

  it('keeps focus on "Sign in" while it runs, announces a refusal and names it from both fields', async () => {
    renderForm('signIn');
    let refuse: (error: unknown) => void = () => {};
    api.mockReturnValueOnce(new Promise((_, reject) => { refuse = reject; }) as never);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'shopper@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    const button = screen.getByRole('button', { name: 'Sign in' });
    button.focus();
    await act(async () => { fireEvent.click(button); });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await act(async () => { refuse(new ApiError('Unauthorized', 401, 'Unauthorized', null)); });
    expect(button).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('The email address or the password is not correct.');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('The email address or the password is not correct.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The email address or the password is not correct.');
  });

  it('puts focus on the empty password', async () => {
    renderForm('signIn');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'shopper@example.com' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Sign in' })); });
    expect(api).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please fill in this field.');
  });
});
