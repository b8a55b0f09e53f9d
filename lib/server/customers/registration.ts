import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { customers } from '@/lib/db/schema';
import { routingConfigFromEnv } from '@/lib/routing';
import { hashPassword } from '@/lib/security/password';
import { BusinessRuleError } from '@/lib/server/errors';
import { deliverQueuedMailInBackground } from '@/lib/server/mail/after-queue';
import { queueMail } from '@/lib/server/mail/queue';
import { accountConfirmationMail, accountExistsMail } from '@/lib/server/mail/templates';
import { hashToken, newToken } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';
import { customerColumns } from './accounts';
import { confirmAccountLink, signInLinks } from './mail-links';
import { normalizeEmail, type Customer } from './types';

export const CONFIRMATION_TOKEN_TTL_SECONDS = 24 * 60 * 60;
const MAX_TOKEN_LENGTH = 256;

/**
 * Registers an address, answering nothing about it: whether it is new or taken, the password is hashed,
 * one statement runs and one email is queued (sent in the background, so SMTP latency tells nothing).
 * - New address: an unconfirmed account and a confirmation email with a single-use 24-hour link (only its hash stored).
 * - Unconfirmed account: the newer registration wins, with its password and a new link; the older link stops working.
 * - Confirmed account: unchanged; its address is told that someone tried, with links to sign in and to reset the password.
 */
export async function registerCustomer(shop: Shop, email: string, password: string, locale: string): Promise<void> {
  const address = normalizeEmail(email);
  const token = newToken();
  const pending = {
    passwordHash: await hashPassword(password),
    confirmationTokenHash: hashToken(token),
    confirmationExpiresAt: new Date(Date.now() + CONFIRMATION_TOKEN_TTL_SECONDS * 1000),
  };
  const defaultShop = routingConfigFromEnv(process.env).defaultShop;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [unconfirmed] = await tx.insert(customers).values({ shopId: shop.id, email: address, ...pending })
      .onConflictDoUpdate({ target: [customers.shopId, customers.email], set: { ...pending, updatedAt: new Date() }, setWhere: isNull(customers.emailConfirmedAt) })
      .returning({ id: customers.id });
    const mail = unconfirmed
      ? { kind: 'account-confirmation', ...accountConfirmationMail(locale, shop.title, confirmAccountLink(shop, token, locale, defaultShop)) }
      : { kind: 'account-exists', ...accountExistsMail(locale, shop.title, signInLinks(shop, locale, defaultShop)) };
    await queueMail(shop, { to: address, ...mail }, tx);
  });
  deliverQueuedMailInBackground();
}

/**
 * Confirms the account a confirmation link names and answers it (the caller signs it in). The token is
 * spent atomically (one UPDATE ... WHERE unexpired ... RETURNING), so it works once; 422
 * InvalidConfirmationToken for an unknown, used, replaced or expired one.
 */
export async function confirmAccount(shop: Shop, token: string): Promise<Customer> {
  const invalid = new BusinessRuleError('The confirmation link is invalid or has expired', 'InvalidConfirmationToken');
  if (!token || token.length > MAX_TOKEN_LENGTH) throw invalid;
  const db = await getDb();
  const [confirmed] = await db.update(customers)
    .set({ emailConfirmedAt: sql`now()`, confirmationTokenHash: null, confirmationExpiresAt: null, updatedAt: new Date() })
    .where(and(eq(customers.shopId, shop.id), eq(customers.confirmationTokenHash, hashToken(token)), gt(customers.confirmationExpiresAt, sql`now()`)))
    .returning(customerColumns);
  if (!confirmed) throw invalid;
  return confirmed;
}
