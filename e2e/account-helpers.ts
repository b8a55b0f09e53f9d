// Customer accounts for the specs that need one: registration answers the same for every address and
// signs nobody in; the account works once the link of its confirmation mail (read from the run's mail
// sink, e2e/support/mail-sink.ts) is used.
import type { APIRequestContext } from '@playwright/test';
import { DEMO } from '@/lib/db/seed/demo';
import { expect } from './fixtures';
import { SHOP } from './checkout-helpers';
import { waitForMail } from './support/mail-sink';

/** A fresh address per call, so runs never share an account. */
export function newCustomerEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The link of the confirmation mail to an address, once it arrived; built from the shop's configured address. */
export async function confirmationLink(email: string): Promise<URL> {
  const mail = await waitForMail(email, new RegExp(`^Confirm your account at ${DEMO.shops.demo.title}$`));
  const link = /^https?:\/\/\S+\/confirm-account\?tkn=[\w-]+$/m.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  return new URL(link!);
}

/**
 * Registers an address through the API and confirms it with the mailed token from the same request
 * context: with `page.request` the page's browser is then signed in as the new customer.
 */
export async function registerConfirmedCustomer(request: APIRequestContext, email: string, password: string): Promise<void> {
  const registered = await request.post(`/api/v2/cart/customer?shop=${SHOP}`, { data: { email, initialPassword: password } });
  expect(registered.status(), await registered.text()).toBe(202);
  const token = (await confirmationLink(email)).searchParams.get('tkn');
  const confirmed = await request.post(`/api/v2/cart/customer/confirm?shop=${SHOP}`, { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}
