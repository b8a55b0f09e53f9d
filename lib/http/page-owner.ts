import { cookies } from 'next/headers';
import { findOwnerSessionBySecret, type OwnerSession } from '@/lib/server/auth/owner-sessions';
import { getServerSecret } from '@/lib/server/security/secret';
import type { Shop } from '@/lib/server/shop/types';
import { decodeOwnerCookie, ownerCookieName } from './owner-cookie';

/**
 * The owner signed in to this shop according to the page request's session cookie, else null. Reading
 * cookies makes a page dynamic: only the editor's pages call it, never the cached shopper pages.
 */
export async function findPageOwner(shop: Shop): Promise<OwnerSession | null> {
  const [jar, serverSecret] = await Promise.all([cookies(), getServerSecret()]);
  const secret = decodeOwnerCookie(shop.slug, jar.get(ownerCookieName(shop.slug))?.value, serverSecret);
  return secret ? findOwnerSessionBySecret(shop, secret) : null;
}
