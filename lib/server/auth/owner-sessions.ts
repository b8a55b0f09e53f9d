import { and, eq, gt, isNull, lt, ne, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db';
import { ownerSessions, shopOwners } from '@/lib/db/schema';
import { hashToken, newToken } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';

/** How long an owner's sign-in lasts, for the session, its cookie and its bearer tokens alike. */
export const OWNER_SESSION_TTL_SECONDS = 12 * 60 * 60;
// Real secrets are 43 characters; anything much longer is no secret of ours and is not even hashed.
const MAX_SECRET_LENGTH = 128;
// lastSeenAt is for the owner's overview of sign-ins, not for security: one write per few minutes is enough.
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** A signed-in owner of one shop: what an active session row names. */
export interface OwnerSession {
  sessionId: string;
  shopId: string;
  ownerId: string;
  email: string;
  expiresAt: Date;
}

/** A new session and the secret its cookie carries; only the secret's SHA-256 is stored. */
export interface StartedOwnerSession extends OwnerSession {
  secret: string;
}

const columns = {
  sessionId: ownerSessions.id,
  shopId: ownerSessions.shopId,
  ownerId: ownerSessions.ownerId,
  email: shopOwners.email,
  expiresAt: ownerSessions.expiresAt,
  lastSeenAt: ownerSessions.lastSeenAt,
};

const active = (shop: Shop, now: Date) => and(
  eq(ownerSessions.shopId, shop.id), eq(shopOwners.shopId, shop.id), isNull(ownerSessions.revokedAt), gt(ownerSessions.expiresAt, now),
);

async function findWhere(shop: Shop, match: SQL, now: Date): Promise<OwnerSession | null> {
  const db = await getDb();
  const [row] = await db.select(columns).from(ownerSessions)
    .innerJoin(shopOwners, eq(shopOwners.id, ownerSessions.ownerId))
    .where(and(match, active(shop, now)))
    .limit(1);
  if (!row) return null;
  const { lastSeenAt, ...session } = row;
  if (now.getTime() - lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(ownerSessions).set({ lastSeenAt: now }).where(eq(ownerSessions.id, row.sessionId));
  }
  return session;
}

/** Starts a session of an owner in a shop (sign-in): 12 hours from now, with a fresh secret for its cookie. */
export async function startOwnerSession(db: Executor, shop: Shop, owner: { id: string; email: string }, now = new Date()): Promise<StartedOwnerSession> {
  const secret = newToken();
  const expiresAt = new Date(now.getTime() + OWNER_SESSION_TTL_SECONDS * 1000);
  // Expired sessions of this owner are dead weight; sign-in is a cheap moment to drop them.
  await db.delete(ownerSessions).where(and(eq(ownerSessions.ownerId, owner.id), lt(ownerSessions.expiresAt, now)));
  const [row] = await db.insert(ownerSessions)
    .values({ shopId: shop.id, ownerId: owner.id, secretHash: hashToken(secret), expiresAt, lastSeenAt: now })
    .returning({ sessionId: ownerSessions.id });
  return { sessionId: row!.sessionId, shopId: shop.id, ownerId: owner.id, email: owner.email, expiresAt, secret };
}

/** The active session of this shop whose cookie carries `secret`; null when unknown, ended, expired or another shop's. */
export function findOwnerSessionBySecret(shop: Shop, secret: string | null | undefined, now = new Date()): Promise<OwnerSession | null> {
  if (!secret || secret.length > MAX_SECRET_LENGTH) return Promise.resolve(null);
  return findWhere(shop, eq(ownerSessions.secretHash, hashToken(secret)), now);
}

/** The active session of this shop a bearer token names; null when it was signed out, ended or expired. */
export function findOwnerSessionById(shop: Shop, sessionId: string, now = new Date()): Promise<OwnerSession | null> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return Promise.resolve(null);
  return findWhere(shop, eq(ownerSessions.id, sessionId), now);
}

/**
 * Gives an active session a new cookie secret (a bearer token exchanged for a cookie): the session stays
 * one, so signing out in the browser also ends the token; a cookie of the old secret stops working.
 */
export async function renewOwnerSessionSecret(session: OwnerSession): Promise<StartedOwnerSession> {
  const db = await getDb();
  const secret = newToken();
  await db.update(ownerSessions).set({ secretHash: hashToken(secret), updatedAt: new Date() })
    .where(and(eq(ownerSessions.id, session.sessionId), isNull(ownerSessions.revokedAt)));
  return { ...session, secret };
}

/** Ends one session of this shop (sign-out); its cookie and every bearer token naming it stop working at once. */
export async function revokeOwnerSession(shop: Shop, sessionId: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.update(ownerSessions).set({ revokedAt: now, updatedAt: now })
    .where(and(eq(ownerSessions.id, sessionId), eq(ownerSessions.shopId, shop.id), isNull(ownerSessions.revokedAt)));
}

/** Ends every session of an owner but `exceptSessionId` (a password change keeps the session that made it). */
export async function revokeOwnerSessions(db: Executor, ownerId: string, exceptSessionId?: string, now = new Date()): Promise<number> {
  const rows = await db.update(ownerSessions).set({ revokedAt: now, updatedAt: now })
    .where(and(
      eq(ownerSessions.ownerId, ownerId), isNull(ownerSessions.revokedAt),
      exceptSessionId ? ne(ownerSessions.id, exceptSessionId) : undefined,
    ))
    .returning({ id: ownerSessions.id });
  return rows.length;
}
