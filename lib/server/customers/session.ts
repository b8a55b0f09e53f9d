import { and, eq, gt, lte } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { customerSessions, customers } from '@/lib/db/schema';
import { hashToken, newToken } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';
import type { Customer } from './types';

/** How long a customer session lasts (the HTTP layer's session cookie lasts as long). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
// Real tokens are 43 characters; longer values are not even hashed.
const MAX_TOKEN_LENGTH = 128;

const usable = (token: string | undefined): token is string => Boolean(token) && token!.length <= MAX_TOKEN_LENGTH;

/**
 * Starts a fresh session and returns its token for the browser. The session the browser brought along is
 * revoked, so a token planted before sign-in never becomes a signed-in one (no session fixation).
 */
export async function startSession(shop: Shop, customerId: string, previousToken?: string): Promise<string> {
  const db = await getDb();
  const token = newToken();
  await db.transaction(async (tx) => {
    if (usable(previousToken)) {
      await tx.delete(customerSessions).where(and(eq(customerSessions.shopId, shop.id), eq(customerSessions.tokenHash, hashToken(previousToken))));
    }
    // Expired sessions of this customer are dead weight; sign-in is a cheap moment to drop them.
    await tx.delete(customerSessions).where(and(eq(customerSessions.customerId, customerId), lte(customerSessions.expiresAt, new Date())));
    await tx.insert(customerSessions).values({
      shopId: shop.id, customerId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
    });
  });
  return token;
}

/** The customer a session token belongs to in this shop; null when unknown, expired or from another shop. */
export async function findSignedInCustomer(shop: Shop, sessionToken: string | undefined): Promise<Customer | null> {
  if (!usable(sessionToken)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ customerId: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(and(
      eq(customerSessions.shopId, shop.id), eq(customers.shopId, shop.id),
      eq(customerSessions.tokenHash, hashToken(sessionToken)), gt(customerSessions.expiresAt, new Date()),
    ));
  return row ?? null;
}

/** Ends one session (sign-out); an unknown token is simply ignored. */
export async function endSession(shop: Shop, sessionToken: string | undefined): Promise<void> {
  if (!usable(sessionToken)) return;
  const db = await getDb();
  await db.delete(customerSessions).where(and(eq(customerSessions.shopId, shop.id), eq(customerSessions.tokenHash, hashToken(sessionToken))));
}

/** Ends every session of a customer, e.g. after the password changed. */
export async function revokeCustomerSessions(db: Executor, shop: Shop, customerId: string): Promise<void> {
  await db.delete(customerSessions).where(and(eq(customerSessions.shopId, shop.id), eq(customerSessions.customerId, customerId)));
}
