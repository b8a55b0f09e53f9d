import { formatMoney } from '@/lib/money';
import { BusinessRuleError, NotFoundError } from '@/lib/server/errors';
import { getServerSecret } from '@/lib/server/security/secret';
import type { Shop } from '@/lib/server/shop/types';
import { issuePaymentApproval, readPaymentSession, type PaymentSession } from './payment-tokens';
import { safeReturnUri } from './return-uri';

const PROVIDERS: Record<string, string> = { 'paypal-express': 'PayPal (sandbox)', 'amazon-pay': 'Amazon Pay (sandbox)' };

/**
 * Whether the payment sandbox (a stand-in for PayPal and Amazon Pay that approves anything) is on:
 * PAYMENT_SANDBOX=1 turns it on, =0 off; without it, it is on except in production builds, where
 * it would let anyone order without paying.
 */
export function paymentSandboxEnabled(env: Record<string, string | undefined> = process.env): boolean {
  const setting = env.PAYMENT_SANDBOX?.trim().toLowerCase();
  if (setting) return ['1', 'true', 'on', 'yes'].includes(setting);
  return env.NODE_ENV !== 'production';
}

async function sessionOf(shop: Shop, token: string): Promise<PaymentSession> {
  // While the sandbox is off its pages do not exist.
  if (!paymentSandboxEnabled()) throw new NotFoundError();
  const session = readPaymentSession(token, await getServerSecret(), shop.id);
  if (!session) throw new BusinessRuleError('This payment session is invalid or has expired', 'PaymentSessionInvalid');
  return session;
}

/** What the sandbox provider's page shows: the provider, the shop, the amount and its links' query. */
export interface SandboxPaymentView {
  provider: string;
  shopTitle: string;
  /** The amount to pay, formatted for the shopper's locale. */
  amount: string;
  /** The query of the approve and cancel links (`shop` and `session`), not yet escaped for HTML. */
  query: string;
}

/** What the sandbox provider's page shows for a payment session. */
export async function showSandboxPayment(shop: Shop, locale: string, token: string): Promise<SandboxPaymentView> {
  const session = await sessionOf(shop, token);
  return {
    provider: PROVIDERS[session.kind] ?? 'Payment (sandbox)',
    shopTitle: shop.title,
    amount: formatMoney({ amount: session.amount, currency: session.currency }, locale),
    query: `shop=${encodeURIComponent(shop.slug)}&session=${encodeURIComponent(token)}`,
  };
}

/** Approves the payment: the address that sends the shopper back with the approval for place-order. */
export async function approveSandboxPayment(shop: Shop, token: string): Promise<string> {
  const session = await sessionOf(shop, token);
  const approval = issuePaymentApproval(session, await getServerSecret());
  // Checked again although the session is signed: a redirect target is never taken on trust.
  const [path = '', hash] = safeReturnUri(shop, session.returnUri).split('#', 2);
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}paymentToken=${encodeURIComponent(approval)}${hash !== undefined ? `#${hash}` : ''}`;
}

/** Cancels the payment: the address that sends the shopper back to the checkout. */
export async function cancelSandboxPayment(shop: Shop, token: string): Promise<string> {
  const session = await sessionOf(shop, token);
  return safeReturnUri(shop, session.cancelUri);
}
