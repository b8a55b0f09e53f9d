import { signToken, verifyToken } from '@/lib/server/security/signed-token';

/** How long a started payment may wait for approval, and an approval for its order. */
const SESSION_TTL_SECONDS = 30 * 60;
const APPROVAL_TTL_SECONDS = 60 * 60;

/** A payment started with the sandbox provider: signed, so it needs no table and cannot be altered. */
export interface PaymentSession {
  k: 'payment-session';
  shopId: string;
  cartId: string;
  paymentMethodId: string;
  kind: string;
  amount: number;
  currency: string;
  returnUri: string;
  cancelUri: string;
  exp: number;
}

/** The provider's approval of exactly this amount for this cart and payment method. */
export interface PaymentApproval {
  k: 'payment-approval';
  shopId: string;
  cartId: string;
  paymentMethodId: string;
  amount: number;
  currency: string;
  exp: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Signs a new payment session. */
export function issuePaymentSession(session: Omit<PaymentSession, 'k' | 'exp'>, secret: string): string {
  return signToken({ ...session, k: 'payment-session', exp: nowSeconds() + SESSION_TTL_SECONDS }, secret);
}

/** The session of a valid, unexpired token of this shop; else null. */
export function readPaymentSession(token: string, secret: string, shopId: string): PaymentSession | null {
  const session = verifyToken<Partial<PaymentSession>>(token, secret);
  if (!session || session.k !== 'payment-session' || session.shopId !== shopId || typeof session.exp !== 'number' || session.exp <= nowSeconds()) return null;
  if (typeof session.returnUri !== 'string' || typeof session.cancelUri !== 'string') return null;
  return session as PaymentSession;
}

/** Signs the approval of a session's payment. */
export function issuePaymentApproval(session: PaymentSession, secret: string): string {
  const { shopId, cartId, paymentMethodId, amount, currency } = session;
  return signToken({ k: 'payment-approval', shopId, cartId, paymentMethodId, amount, currency, exp: nowSeconds() + APPROVAL_TTL_SECONDS }, secret);
}

/** Whether a token approves exactly this payment: same shop, cart, method, amount and currency, unexpired. */
export function approves(token: string | undefined, secret: string, expected: Omit<PaymentApproval, 'k' | 'exp'>): boolean {
  const approval = token ? verifyToken<Partial<PaymentApproval>>(token, secret) : null;
  if (!approval || approval.k !== 'payment-approval' || typeof approval.exp !== 'number' || approval.exp <= nowSeconds()) return false;
  return approval.shopId === expected.shopId && approval.cartId === expected.cartId && approval.paymentMethodId === expected.paymentMethodId
    && approval.amount === expected.amount && approval.currency === expected.currency;
}
