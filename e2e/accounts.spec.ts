// Accounts (spec sections 2, 4, 5 and 8; issue 14): registration answers alike for new and taken
// addresses and confirms by mail; the forgot-password request queues a reset mail (the owner's outbox
// shows that it exists but withholds its link, by design); the whole journey from registering through the
// confirmation mail (delivered over SMTP to the run's mail sink, e2e/support/mail-sink.ts) and the reset
// mail to signing in with the new password, and the reset page's validation, success view and swallowed errors.
// A fresh account per run, so the demo shopper's password (which other specs use) never changes.
import type { APIRequestContext } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect as baseExpect, gotoAndExpectStatus } from './fixtures';
import { SHOP, addToCart } from './checkout-helpers';
import { waitForMail } from './support/mail-sink';
import { confirmationLink } from './account-helpers';

// A development server compiles each page on its first visit.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });
// Registration, sign-in and reset requests are rate-limited per client, the socket's address (a header
// cannot choose another): the owner signs in once per run, not on every poll of the outbox.

type Outbox = { items: { kind: string; to: string; text: string }[] };

let ownerHeaders: Record<string, string> | undefined;

async function ownerAuth(request: APIRequestContext): Promise<Record<string, string>> {
  if (ownerHeaders) return ownerHeaders;
  const signIn = await request.post(`/api/v2/auth/sign-in?shop=${SHOP}`, { data: DEMO.owners.demo });
  expect(signIn.status()).toBe(200);
  ownerHeaders = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
  return ownerHeaders;
}

/** Whether the shop's outbox holds a password-reset mail to an address (its text is withheld from the owner). */
async function hasResetMail(request: APIRequestContext, email: string): Promise<boolean> {
  const auth = await ownerAuth(request);
  const response = await request.get(`/api/v2/mail/outbox?shop=${SHOP}&resultsPerPage=100`, { headers: auth });
  return ((await response.json()) as Outbox).items.some((item) => item.to === email && item.kind === 'password-reset');
}

test('forgot password: the request mails a reset link and shows the success text with the back link', async ({ page }) => {
  const email = `reset-${Date.now()}@example.com`;
  // Unconfirmed: the reset mail goes out all the same (and using it would confirm the account).
  const register = await page.request.post(`/api/v2/cart/customer?shop=${SHOP}`, { data: { email, initialPassword: 'first-password-1' } });
  expect(register.status(), await register.text()).toBe(202);

  await gotoAndExpectStatus(page, '/forgot-password', 200);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/checkout/personal-data?login=true');
  await expect(page.getByRole('button', { name: 'Request new password' })).toBeEnabled();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Request new password' }).click();
  await expect(page.getByText('If an account exists for this address', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request new password' })).toHaveCount(0);
  await expect.poll(() => hasResetMail(page.request, email), { timeout: 30_000 }).toBe(true);
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page).toHaveURL(/\/checkout\/personal-data\?login=true$/);
});

test('reset password: an unreadable token gives an empty email; mismatches are named; a refused token is swallowed', async ({ page }) => {
  await gotoAndExpectStatus(page, '/reset-password?tkn=not-a-token', 200);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByLabel('Email address')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Save password' })).toBeEnabled();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Please use at least 8 characters.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Repeat new password').fill('something-else');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();

  const refused = page.waitForResponse((response) => response.url().includes('/api/v2/cart/customer/reset-password') && response.request().method() === 'POST');
  await page.getByLabel('Repeat new password').fill('second-password-2');
  await page.getByRole('button', { name: 'Save password' }).click();
  expect((await refused).status()).toBe(422);
  // Swallowed: no success view, no error message, no notification; the form stays.
  await expect(page.getByRole('button', { name: 'Save password' })).toBeEnabled();
  await expect(page.getByText('Your password has been changed.')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' })).not.toContainText('invalid');
});

test('account journey: registering, the confirmation link signs in; the reset link leads to a new password that signs in, and the old one no longer does', async ({ page }) => {
  const email = `journey-${Date.now()}@example.com`;
  const [oldPassword, newPassword] = ['first-password-1', 'second-password-2'];
  // Accounts are made and used at the personal-data step, which needs something in the cart.
  await addToCart(page);
  await gotoAndExpectStatus(page, '/checkout/personal-data', 200);
  await page.getByRole('radio', { name: 'Create an account' }).check();
  const register = page.getByRole('form', { name: 'Create an account' });
  await expect(register.getByRole('button', { name: 'Create account' })).toBeEnabled();
  await register.getByLabel('Email address').fill(email);
  await register.getByLabel('Password').fill(oldPassword);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email to confirm your account.' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toHaveCount(0);

  // The confirmation mail's link: the page confirms on a click, signs in and leads on to the checkout of the cart.
  const confirmation = await confirmationLink(email);
  expect(confirmation.href).toMatch(new RegExp(`^${DEMO.baseUrl}/confirm-account\\?tkn=[\\w-]+$`));
  const confirmResponse = await gotoAndExpectStatus(page, `${confirmation.pathname}${confirmation.search}`, 200);
  expect(confirmResponse.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('button', { name: 'Confirm account' })).toBeEnabled();
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your account is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/personal-data$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  // The link works once.
  await gotoAndExpectStatus(page, `${confirmation.pathname}${confirmation.search}`, 200);
  await expect(page.getByRole('button', { name: 'Confirm account' })).toBeEnabled();
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This confirmation link is invalid or has expired.' })).toBeVisible();

  await gotoAndExpectStatus(page, '/checkout/personal-data', 200);
  // Signed out at the step, the shopper chooses again how to order.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('group', { name: 'How would you like to order?' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toHaveCount(0);

  await gotoAndExpectStatus(page, '/checkout/personal-data?login=true', 200);
  await expect(page.getByRole('radio', { name: 'Sign in' })).toBeChecked();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request new password' })).toBeEnabled();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Request new password' }).click();
  await expect(page.getByText('If an account exists for this address', { exact: false })).toBeVisible();

  const mail = await waitForMail(email, /^Reset your password for Vitrine Demo Store$/);
  expect(mail.recipients).toEqual([email]);
  const link = /^https?:\/\/\S+$/m.exec(mail.text)?.[0];
  // Built from the shop's configured address, never from the request; the server under test listens elsewhere.
  expect(link).toMatch(new RegExp(`^${DEMO.baseUrl}/reset-password\\?tkn=[\\w-]+$`));
  const { pathname, search } = new URL(link!);
  await gotoAndExpectStatus(page, `${pathname}${search}`, 200);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByRole('button', { name: 'Save password' })).toBeEnabled();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/checkout\/personal-data\?login=true$/);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await expect(signIn.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await signIn.getByLabel('Email address').fill(email);
  await signIn.getByLabel('Password').fill(oldPassword);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('The email address or the password is not correct.');
  await signIn.getByLabel('Password').fill(newPassword);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  // The link works once: opened again it no longer names the account.
  await gotoAndExpectStatus(page, `${pathname}${search}`, 200);
  await expect(page.getByLabel('Email address')).toHaveValue('');
});

test('registering a taken address answers as for a new one; the address is told by mail, with the way in', async ({ page }) => {
  const started = Date.now();
  await addToCart(page);
  await gotoAndExpectStatus(page, '/checkout/personal-data', 200);
  await page.getByRole('radio', { name: 'Create an account' }).check();
  const register = page.getByRole('form', { name: 'Create an account' });
  await expect(register.getByRole('button', { name: 'Create account' })).toBeEnabled();
  // The demo customer's address, whose password stays as it is (other specs sign in with it).
  await register.getByLabel('Email address').fill(DEMO.customer.email);
  await register.getByLabel('Password').fill('another-password-2');
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email to confirm your account.' })).toBeVisible();
  // No error said (Next's route announcer is an empty alert of its own).
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await expect(page.getByText(`Signed in as ${DEMO.customer.email}`)).toHaveCount(0);

  const mail = await waitForMail(DEMO.customer.email, /^Your account at Vitrine Demo Store$/, { since: started - 1000 });
  expect(mail.text).toContain(`${DEMO.baseUrl}/checkout/personal-data?login=true`);
  expect(mail.text).toContain(`${DEMO.baseUrl}/forgot-password`);
  expect(mail.text).not.toContain('tkn=');
});
