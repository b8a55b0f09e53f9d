import { signToken, verifyToken } from '@/lib/server/security/signed-token';

/** How long an editor sign-in lasts. */
export const OWNER_TOKEN_TTL_SECONDS = 12 * 60 * 60;

export interface OwnerClaims {
  /** Shop the token is valid for: a token of one shop is refused by every other. */
  shopId: string;
  ownerId: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** 128 random bits, so that no two tokens are alike. */
  nonce: string;
}

/** Issues the bearer token of a signed-in shop owner. */
export function issueOwnerToken(claims: Omit<OwnerClaims, 'exp'>, secret: string, now = Date.now()): string {
  return signToken({ ...claims, exp: Math.floor(now / 1000) + OWNER_TOKEN_TTL_SECONDS }, secret);
}

/** The claims of a valid, unexpired owner token, else null. */
export function readOwnerToken(token: string, secret: string, now = Date.now()): OwnerClaims | null {
  const claims = verifyToken<Partial<OwnerClaims>>(token, secret);
  if (!claims || typeof claims.shopId !== 'string' || typeof claims.ownerId !== 'string' || typeof claims.exp !== 'number') return null;
  if (claims.exp * 1000 <= now) return null;
  return claims as OwnerClaims;
}
