import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { customers, passwordResetTokens } from '@/lib/db/schema';
import { routingConfigFromEnv } from '@/lib/routing';
import { hashPassword } from '@/lib/security/password';
import { BusinessRuleError } from '@/lib/server/errors';
import { deliverQueuedMailInBackground } from '@/lib/server/mail/after-queue';
import { queueMail } from '@/lib/server/mail/queue';
import { passwordResetMail } from '@/lib/server/mail/templates';
import { hashToken, newToken } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';
import { resetPasswordLink } from './mail-links';
import { revokeCustomerSessions } from './session';
import { normalizeEmail } from './types';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
// Both answers (known and unknown email) take at least this long, so timing does not tell them apart.
const REQUEST_FLOOR_MS = 250;
const MAX_TOKEN_LENGTH = 256;

const invalidToken = () => new BusinessRuleError('The password reset link is invalid or has expired', 'InvalidResetToken');

/**
 * Starts a reset: for an email with an account, a single-use one-hour token (only its hash is stored)
 * and an email with the link; for an unknown email nothing. Same answer and comparable time either way;
 * the email is sent in the background so that SMTP latency does not give it away either.
 */
export async function requestPasswordReset(shop: Shop, email: string, locale: string): Promise<void> {
  const started = Date.now();
  const db = await getDb();
  const [customer] = await db.select({ id: customers.id, email: customers.email }).from(customers)
    .where(and(eq(customers.shopId, shop.id), eq(customers.email, normalizeEmail(email))));
  if (customer) {
    const token = newToken();
    const link = resetPasswordLink(shop, token, locale, routingConfigFromEnv(process.env).defaultShop);
    await db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({
        shopId: shop.id, customerId: customer.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
      });
      await queueMail(shop, { kind: 'password-reset', to: customer.email, ...passwordResetMail(locale, shop.title, link) }, tx);
    });
    deliverQueuedMailInBackground();
  }
  const left = started + REQUEST_FLOOR_MS - Date.now();
  if (left > 0) await sleep(left);
}

/** The email address of a valid (unused, unexpired) reset token of this shop, or null. */
export async function findResetTokenEmail(shop: Shop, token: string): Promise<string | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const db = await getDb();
  const [row] = await db.select({ email: customers.email }).from(passwordResetTokens)
    .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
    .where(and(
      eq(passwordResetTokens.shopId, shop.id), eq(customers.shopId, shop.id), eq(passwordResetTokens.tokenHash, hashToken(token)),
      isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`),
    ));
  return row?.email ?? null;
}

/**
 * Sets a new password with a reset token. The token is spent atomically (one UPDATE ... WHERE unused and
 * unexpired ... RETURNING), so two concurrent uses cannot both succeed; the customer's sessions and any
 * other outstanding reset tokens end with it, and an unconfirmed account counts as confirmed.
 * 422 InvalidResetToken for an unknown, used or expired token.
 */
export async function resetPassword(shop: Shop, token: string, newPassword: string): Promise<void> {
  // A cheap look first, so that hopeless guesses do not cost a password hash each.
  if (!(await findResetTokenEmail(shop, token))) throw invalidToken();
  const passwordHash = await hashPassword(newPassword);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [spent] = await tx.update(passwordResetTokens).set({ usedAt: sql`now()` })
      .where(and(
        eq(passwordResetTokens.shopId, shop.id), eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`),
      ))
      .returning({ customerId: passwordResetTokens.customerId });
    if (!spent) throw invalidToken();
    // The link reached the mailbox, which is what a confirmation proves: an unconfirmed account is confirmed.
    await tx.update(customers).set({
      passwordHash, emailConfirmedAt: sql`coalesce(${customers.emailConfirmedAt}, now())`, confirmationTokenHash: null, confirmationExpiresAt: null, updatedAt: new Date(),
    })
      .where(and(eq(customers.shopId, shop.id), eq(customers.id, spent.customerId)));
    await tx.update(passwordResetTokens).set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.customerId, spent.customerId), isNull(passwordResetTokens.usedAt)));
    await revokeCustomerSessions(tx, shop, spent.customerId);
  });
}
