// Cart and checkout helpers shared by the specs that buy or sign in.
import type { Page } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { expect } from './fixtures';

export const SHOP = DEMO.shops.demo.slug;

/** Puts a product into the browser's cart through the API from the page's context (cookies shared). */
export async function addToCart(page: Page, slug: string = DEMO.products.mug.slug.en, quantity = 1): Promise<string> {
  const product = await page.request.get(`/api/v2/products/${slug}?shop=${SHOP}`);
  expect(product.status()).toBe(200);
  const { productId, name } = (await product.json()) as { productId: string; name: string };
  // The page's own first API call may set the CSRF cookie at the same moment: a fresh token retries.
  let added;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const csrf = (await page.request.get(`/api/v2/cart?shop=${SHOP}`)).headers()['x-csrf-token']!;
    added = await page.request.post(`/api/v2/cart?shop=${SHOP}`, { data: { productId, quantity }, headers: { 'x-csrf-token': csrf } });
    if (added.status() !== 403) break;
  }
  expect(added!.status(), await added!.text()).toBe(200);
  return name;
}

/** Fills the billing address of the personal-data step. */
export async function fillBillingAddress(page: Page, email?: string): Promise<void> {
  // Enabled once hydrated: typing into the server HTML before that would be lost.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled({ timeout: 60_000 });
  const form = page.getByRole('group', { name: 'Billing address' });
  await form.getByLabel('First name').fill('Erika');
  await form.getByLabel('Last name').fill('Mustermann');
  await form.getByLabel('Street and house number').fill('Hauptstraße 1');
  await form.getByLabel('Postal code').fill('10115');
  await form.getByLabel('City').fill('Berlin');
  await form.getByLabel('Country').selectOption('DE');
  if (email !== undefined) await form.getByLabel('Email address').fill(email);
}

/** Chooses a method at the shipping or payment step and goes on. */
export async function chooseMethod(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(name) }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * From the personal-data step (address entered) through shipping and payment to confirmation. Each
 * step waits long: a development server compiles a page on its first visit. "Continue" leaves focus on
 * the next step's heading, where a keyboard or screen-reader user goes on from.
 */
export async function continueToConfirmation(page: Page, payment: string): Promise<void> {
  const slow = expect.configure({ timeout: 60_000 });
  const stepHeading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await slow(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(stepHeading('Shipping')).toBeFocused();
  await chooseMethod(page, 'Standard delivery');
  await slow(page).toHaveURL(/\/checkout\/payment$/);
  await expect(stepHeading('Payment')).toBeFocused();
  await chooseMethod(page, payment);
  await slow(page).toHaveURL(/\/checkout\/confirmation$/);
  await expect(stepHeading('Confirmation')).toBeFocused();
}
