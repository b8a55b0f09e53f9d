import { AuthError } from '@/lib/server/errors';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import type { Shop } from '@/lib/server/shop/types';
import { getServerSecret } from '@/lib/server/security/secret';
import { authenticateCustomer } from './accounts';
import { attachCartToCustomer } from './attach-cart';
import { knownDeviceId, rememberDevice } from './known-device';
import { endSession, findSignedInCustomer, startSession } from './session';
import { guardSignIn } from './sign-in-guard';
import type { Customer } from './types';

/** Signs the browser in as this customer: a new session token (revoking the one it had) and its cart attached. */
export async function openCustomerSession(
  shop: Shop, customer: Customer, sessionToken: BrowserToken, cartToken: string | undefined,
): Promise<Customer> {
  const token = await startSession(shop, customer.customerId, sessionToken.value);
  sessionToken.replace(token);
  await attachCartToCustomer(shop, cartToken, customer);
  return customer;
}

/** Signs the browser out: the session ends on the server and the browser's token is cleared. */
export async function closeCustomerSession(shop: Shop, sessionToken: BrowserToken): Promise<void> {
  await endSession(shop, sessionToken.value);
  sessionToken.clear();
}

/** The signed-in customer of the browser, or 401. */
export async function requireCustomer(shop: Shop, sessionToken: string | undefined): Promise<Customer> {
  const customer = await findSignedInCustomer(shop, sessionToken);
  if (!customer) throw new AuthError('Please sign in');
  return customer;
}

/** The browser's tokens a password sign-in reads and hands out. */
export interface SignInTokens {
  session: BrowserToken;
  /** Marks a browser where this account signed in before: the strangers' wrong passwords do not slow it down. */
  device: BrowserToken;
  cart: string | undefined;
}

/**
 * Signs a customer in with email and password. Wrong passwords slow down further attempts on the
 * account, except from browsers where it signed in before (sign-in-guard.ts); the right password marks
 * this browser as such a known device.
 */
export async function signInWithPassword(shop: Shop, email: string, password: string, tokens: SignInTokens): Promise<Customer> {
  const secret = await getServerSecret();
  const deviceId = knownDeviceId(shop, email, tokens.device.value, secret);
  const customer = await guardSignIn(shop, email, deviceId, () => authenticateCustomer(shop, email, password));
  rememberDevice(shop, email, tokens.device, secret, deviceId);
  return openCustomerSession(shop, customer, tokens.session, tokens.cart);
}

/** The rate-limit key of one account, so that requests spread over many clients still count together. */
export function accountKey(shop: Shop, email: string): string {
  return `account:${shop.id}:${email.trim().toLowerCase()}`;
}
