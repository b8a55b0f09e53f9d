import type { NextRequest } from 'next/server';
import { findOwnerSessionBySecret, type OwnerSession } from '@/lib/server/auth/owner-sessions';
import { sessionOfOwnerToken } from '@/lib/server/auth/token-session';
import { AuthError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { bearerTokenOf } from './bearer-token';
import { decodeOwnerCookie, ownerCookieName } from './owner-cookie';

/** The signed-in owner of a request and how it proved it: the cookie needs a CSRF token to write. */
export interface RequestOwner extends OwnerSession {
  via: 'bearer' | 'cookie';
}

/**
 * The owner of an API request: from its bearer token, else from the shop's session cookie. A bearer token
 * that is invalid, expired or whose session has ended is refused (401), another shop's token too (403);
 * a cookie that names no active session of this shop is ignored, so a stale cookie never blocks a shopper.
 */
export async function findRequestOwner(request: NextRequest, shop: Shop, secret: string): Promise<RequestOwner | null> {
  const header = request.headers.get('authorization');
  if (header) {
    const token = bearerTokenOf(header);
    if (!token) throw new AuthError('Invalid or expired token');
    return { ...(await sessionOfOwnerToken(shop, token, secret)), via: 'bearer' };
  }
  const secretOfCookie = decodeOwnerCookie(shop.slug, request.cookies.get(ownerCookieName(shop.slug))?.value, secret);
  const session = secretOfCookie ? await findOwnerSessionBySecret(shop, secretOfCookie) : null;
  return session ? { ...session, via: 'cookie' } : null;
}
