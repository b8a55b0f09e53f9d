import { CART_COOKIE } from '@/lib/server/cart/get-cart';
import { AuthError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { attachCartToCustomer } from './attach-cart';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, endSession, findSignedInCustomer, startSession } from './session';
import type { Customer, SessionCookies } from './types';

/** Signs the browser in as this customer: a new session cookie (revoking the one it had) and its cart attached. */
export async function openCustomerSession(shop: Shop, customer: Customer, cookies: SessionCookies): Promise<Customer> {
  const token = await startSession(shop, customer.customerId, cookies.get(SESSION_COOKIE));
  cookies.set(SESSION_COOKIE, token, SESSION_TTL_SECONDS);
  await attachCartToCustomer(shop, cookies.get(CART_COOKIE), customer);
  return customer;
}

/** Signs the browser out: the session ends on the server and the cookie is cleared. */
export async function closeCustomerSession(shop: Shop, cookies: SessionCookies): Promise<void> {
  await endSession(shop, cookies.get(SESSION_COOKIE));
  cookies.delete(SESSION_COOKIE);
}

/** The signed-in customer of the browser, or 401. */
export async function requireCustomer(shop: Shop, cookies: SessionCookies): Promise<Customer> {
  const customer = await findSignedInCustomer(shop, cookies.get(SESSION_COOKIE));
  if (!customer) throw new AuthError('Please sign in');
  return customer;
}

/** The rate-limit key of one account, so that guesses spread over many clients still count together. */
export function accountKey(shop: Shop, email: string): string {
  return `account:${shop.id}:${email.trim().toLowerCase()}`;
}
