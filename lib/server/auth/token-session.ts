import { AuthError, ForbiddenError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { findOwnerSessionById, type OwnerSession } from './owner-sessions';
import { readOwnerToken } from './owner-token';

/**
 * The active session a bearer token names. Refuses a token that is malformed or expired, or whose session
 * was signed out or ended by a password change (401), and another shop's token (403). A database lookup on
 * every call, so that an ended session is refused by every instance at once.
 */
export async function sessionOfOwnerToken(shop: Shop, token: string, secret: string): Promise<OwnerSession> {
  const claims = readOwnerToken(token, secret);
  if (!claims) throw new AuthError('Invalid or expired token');
  if (claims.shopId !== shop.id) throw new ForbiddenError('This token belongs to another shop');
  const session = await findOwnerSessionById(shop, claims.sessionId);
  if (!session || session.ownerId !== claims.ownerId) throw new AuthError('This sign-in has ended');
  return session;
}
