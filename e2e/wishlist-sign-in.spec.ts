// The wishlist's sign-in is no dead end (issue 13, spec sections 2 and 4): a signed-out shopper with an
// empty cart who adds to the wishlist is sent to /checkout/personal-data?login=true, signs in there
// (it showed only "Your cart is empty"), and comes back to the product with the product on the wishlist.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect as baseExpect, gotoAndExpectStatus } from './fixtures';
import { SHOP } from './checkout-helpers';
import { confirmationLink, newCustomerEmail, registerConfirmedCustomer } from './account-helpers';

// A development server compiles each page on its first visit.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

const { mug } = DEMO.products;
const MUG_NAME = /Handmade Stoneware Mug/;

async function productId(request: APIRequestContext, slug: string): Promise<string> {
  const product = await request.get(`/api/v2/products/${slug}?shop=${SHOP}`);
  expect(product.status()).toBe(200);
  return ((await product.json()) as { productId: string }).productId;
}

/** The demo customer's wishlist is kept between runs: the journey starts without the mug on it. */
async function takeMugOffDemoWishlist(request: APIRequestContext): Promise<string> {
  const signedIn = await request.post(`/api/v2/cart/customer/login?shop=${SHOP}`, { data: { email: DEMO.customer.email, password: DEMO.customer.password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const id = await productId(request, mug.slug.en);
  // A write without a CSRF token goes as JSON, which other sites cannot make a browser send.
  const removed = await request.delete(`/api/v2/wishlist/${id}?shop=${SHOP}`, { headers: { 'content-type': 'application/json' } });
  expect(removed.status(), await removed.text()).toBe(200);
  return id;
}

test('a new shopper with an empty cart signs in from the wishlist button and is back on the product, on the wishlist', async ({ page, playwright, baseURL }) => {
  const customerApi = await playwright.request.newContext({ baseURL });
  const mugId = await takeMugOffDemoWishlist(customerApi);
  await customerApi.dispose();

  // A new shopper: no session, no cart.
  await gotoAndExpectStatus(page, `/p/${mug.slug.en}`, 200);
  const addToWishlist = page.getByRole('button', { name: 'Add to wishlist' });
  await expect(addToWishlist).toBeEnabled();
  await addToWishlist.click();

  await expect(page).toHaveURL(/\/checkout\/personal-data\?login=true&/);
  const target = new URL(page.url());
  expect(target.searchParams.get('returnTo')).toBe(`/p/${mug.slug.en}`);
  expect(target.searchParams.get('wishlistProduct')).toBe(mugId);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle(/^Sign in/);
  await expect(page.getByText('Your cart is empty')).toHaveCount(0);

  await expect(page.getByRole('radio', { name: 'Sign in' })).toBeChecked();
  await page.getByLabel('Email address').fill(DEMO.customer.email);
  await page.getByLabel('Password').fill(DEMO.customer.password);
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(new RegExp(`/p/${mug.slug.en}$`));
  await expect(page.getByRole('heading', { level: 1, name: MUG_NAME })).toBeVisible();

  // Stored for the signed-in customer: the wishlist shows it on a fresh load.
  await gotoAndExpectStatus(page, '/wishlist', 200);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: MUG_NAME }) })).toBeVisible();
});

/** Signs in through the form of the sign-in address (with an account that exists and is confirmed). */
async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('the sign-in address works without a cart and keeps the shopper on the site', async ({ page }) => {
  // A way back to another site is dropped: the customer stays and sees who is signed in.
  await gotoAndExpectStatus(page, '/checkout/personal-data?login=true&returnTo=%2F%2Fevil.example%2F', 200);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signInThroughForm(page, DEMO.customer.email, DEMO.customer.password);

  await expect(page.getByText(`Signed in as ${DEMO.customer.email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/personal-data\?login=true/);
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
});

test('registering at the sign-in address asks for the confirmation mail and signs nobody in', async ({ page }) => {
  await gotoAndExpectStatus(page, '/checkout/personal-data?login=true', 200);
  await page.getByRole('radio', { name: 'Create an account' }).check();
  const form = page.getByRole('form', { name: 'Create an account' });
  await expect(form.getByRole('button', { name: 'Create account' })).toBeEnabled();
  const email = newCustomerEmail('sign-in-register');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill('sign-in-password-1');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email to confirm your account.' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toHaveCount(0);
  await confirmationLink(email);
});

test('the signed-out wishlist links the sign-in, which leads back to the wishlist', async ({ page, request }) => {
  const email = newCustomerEmail('sign-in');
  await registerConfirmedCustomer(request, email, 'sign-in-password-1');
  await gotoAndExpectStatus(page, '/wishlist', 200);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/checkout\/personal-data\?login=true&returnTo=%2Fwishlist$/);
  await signInThroughForm(page, email, 'sign-in-password-1');
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
});
