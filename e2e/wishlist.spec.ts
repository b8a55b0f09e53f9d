// The wishlist (spec sections 2, 4 and 6): signed-in shoppers add the product shown from its page, see
// a notice linking the wishlist, and manage the list at /wishlist; signed-out shoppers are sent to the
// sign-in target the server names. Each signed-in test registers a fresh account, so runs never share a list.
import type { Page } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { test, expect as baseExpect, gotoAndExpectStatus } from './fixtures';
import { newCustomerEmail, registerConfirmedCustomer } from './account-helpers';

// A development server compiles each page on its first visit.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

const { products } = DEMO;
const addToWishlist = (page: Page) => page.getByRole('button', { name: 'Add to wishlist' });

/** Registers, confirms and so signs in a new customer in the page's browser context (the session cookie is shared). */
async function signInNewCustomer(page: Page): Promise<void> {
  await registerConfirmedCustomer(page.request, newCustomerEmail('wishlist'), 'wishlist-password-1');
}

/** Adds the product of the open product page and follows the notice's link to the wishlist. */
async function addAndOpenWishlist(page: Page, name: RegExp): Promise<void> {
  await expect(addToWishlist(page)).toBeEnabled();
  await addToWishlist(page).click();
  const notice = page.getByRole('status').filter({ hasText: 'has been added to your wishlist' });
  await expect(notice).toContainText(name);
  await expect(addToWishlist(page)).not.toHaveAttribute('aria-busy');
  await notice.getByRole('link', { name: 'View wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
}

test('signed out: adding sends the shopper to the sign-in form, with the way back to the product', async ({ page }) => {
  await gotoAndExpectStatus(page, `/p/${products.mug.slug.en}`, 200);
  await expect(addToWishlist(page)).toBeEnabled();
  await addToWishlist(page).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/personal-data\\?login=true&returnTo=%2Fp%2F${products.mug.slug.en}&wishlistProduct=`));
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('signed in: add from the product page, see it on the wishlist, remove it', async ({ page }) => {
  await signInNewCustomer(page);
  await gotoAndExpectStatus(page, `/p/${products.mug.slug.en}`, 200);
  await addAndOpenWishlist(page, /Handmade Stoneware Mug/);

  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const mug = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Handmade Stoneware Mug/ }) });
  await expect(mug).toContainText('€14.90');
  await expect(mug).toContainText('In stock');
  await expect(mug.getByRole('link', { name: /Handmade Stoneware Mug/ })).toHaveAttribute('href', `/p/${products.mug.slug.en}`);

  await mug.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Handmade Stoneware Mug/ })).toHaveCount(0);
  // The removal is stored: a fresh load shows the empty list too.
  await page.reload();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();

  // Signing out ends the session: the wishlist asks to sign in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Sign in to see your wishlist and keep products for later.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});

test('signed in: a variation master is kept as it is, before a variation is chosen', async ({ page }) => {
  await signInNewCustomer(page);
  await gotoAndExpectStatus(page, `/p/${products.master.slug.en}`, 200);
  await addAndOpenWishlist(page, /Classic Cotton T-Shirt/i);
  await expect(page.getByRole('link', { name: /^Classic Cotton T-Shirt$/i })).toHaveAttribute('href', `/p/${products.master.slug.en}`);
  // It cannot go into the cart before a variation is chosen: the row leads to the product page instead.
  const master = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Classic Cotton T-Shirt$/i }) });
  await expect(master.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);
  await expect(master.getByRole('link', { name: /^Choose options/ })).toHaveAttribute('href', `/p/${products.master.slug.en}`);
});

test('signed in: a wishlist row puts one of its product into the cart, and the product stays on the list', async ({ page }) => {
  await signInNewCustomer(page);
  await gotoAndExpectStatus(page, `/p/${products.mug.slug.en}`, 200);
  await addAndOpenWishlist(page, /Handmade Stoneware Mug/);
  const mug = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Handmade Stoneware Mug/ }) });
  const cart = page.getByRole('banner').getByRole('link', { name: /Cart/ });
  await expect(cart).toContainText('Cart is empty');

  await mug.getByRole('button', { name: /^Add to cart/ }).click();
  const notice = page.getByRole('status').filter({ hasText: 'has been added to your cart' });
  await expect(notice).toContainText('Handmade Stoneware Mug');
  await expect(cart).toContainText('1 item in the cart');
  await expect(mug).toBeVisible();
  await notice.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByRole('link', { name: /Handmade Stoneware Mug/ }).first()).toBeVisible();
});

test('signed out, in another language: the wishlist explains and links the localized sign-in', async ({ page }) => {
  await gotoAndExpectStatus(page, '/de/wishlist', 200);
  await expect(page.getByRole('heading', { level: 1, name: 'Merkzettel' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/checkout/personal-data?login=true&returnTo=%2Fde%2Fwishlist');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Merkzettel' })).toHaveAttribute('href', '/de/wishlist');
});
