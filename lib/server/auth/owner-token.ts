import { signToken, verifyToken } from '@/lib/server/security/signed-token';

export interface OwnerClaims {
  /** Shop the token is valid for: a token of one shop is refused by every other. */
  shopId: string;
  ownerId: string;
  /** The owner session it belongs to: signing out or a password change ends the token with it. */
  sessionId: string;
  /** Expiry, seconds since the epoch: the session's. */
  exp: number;
  /** 128 random bits, so that no two tokens are alike. */
  nonce: string;
}

/** Issues the bearer token of a signed-in shop owner, valid as long as its session. */
export function issueOwnerToken(claims: Omit<OwnerClaims, 'exp'>, expiresAt: Date, secret: string): string {
  return signToken({ ...claims, exp: Math.floor(expiresAt.getTime() / 1000) }, secret);
}

/**
 * The claims of a well-signed, unexpired owner token, else null. Whether its session is still active is
 * the caller's question to the database (findOwnerSessionById).
 */
export function readOwnerToken(token: string, secret: string, now = Date.now()): OwnerClaims | null {
  const claims = verifyToken<Partial<OwnerClaims>>(token, secret);
  if (!claims || typeof claims.shopId !== 'string' || typeof claims.ownerId !== 'string'
    || typeof claims.sessionId !== 'string' || typeof claims.exp !== 'number') return null;
  if (claims.exp * 1000 <= now) return null;
  return claims as OwnerClaims;
}
