import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { shopOwners } from '@/lib/db/schema';
import { hashPassword, verifyPassword } from '@/lib/security/password';
import { AuthError } from '@/lib/server/errors';
import { newToken } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';
import { renewOwnerSessionSecret, startOwnerSession, type StartedOwnerSession } from './owner-sessions';
import { issueOwnerToken } from './owner-token';
import { sessionOfOwnerToken } from './token-session';

// Verified when the email is unknown, so that a wrong email takes as long as a wrong password.
const decoyHash = hashPassword('decoy password that matches nothing');

export interface OwnerSignIn {
  /** The editor's bearer token, naming the new session. */
  token: string;
  expiresAt: string;
  /** The session, with the secret the HTTP layer puts into the shop's owner cookie. */
  session: StartedOwnerSession;
}

/** Checks an owner's credentials for this shop, starts a session and issues its bearer token. */
export async function signInOwner(shop: Shop, email: string, password: string, secret: string): Promise<OwnerSignIn> {
  const db = await getDb();
  const [owner] = await db.select().from(shopOwners)
    .where(and(eq(shopOwners.shopId, shop.id), eq(shopOwners.email, email.trim().toLowerCase())));
  const valid = await verifyPassword(password, owner?.passwordHash ?? await decoyHash);
  if (!owner || !valid) throw new AuthError('Wrong email or password');
  const session = await startOwnerSession(db, shop, owner);
  const token = issueOwnerToken(
    { shopId: shop.id, ownerId: owner.id, sessionId: session.sessionId, nonce: newToken().slice(0, 22) }, session.expiresAt, secret,
  );
  return { token, expiresAt: session.expiresAt.toISOString(), session };
}

/**
 * Exchanges a bearer token (from the editor's address or a TOKEN message of its parent frame) for the
 * cookie of the same session, so that signing out in that browser ends the token too. The session gets a
 * new cookie secret: a cookie of the same session elsewhere stops working (a session has one browser).
 */
export async function exchangeOwnerToken(shop: Shop, token: string, secret: string): Promise<StartedOwnerSession> {
  return renewOwnerSessionSecret(await sessionOfOwnerToken(shop, token, secret));
}
