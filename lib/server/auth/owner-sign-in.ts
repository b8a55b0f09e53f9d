import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { shopOwners } from '@/lib/db/schema';
import { AuthError } from '@/lib/server/errors';
import { newToken } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';
import { OWNER_TOKEN_TTL_SECONDS, issueOwnerToken } from './owner-token';
import { hashPassword, verifyPassword } from './password';

// Verified when the email is unknown, so that a wrong email takes as long as a wrong password.
const decoyHash = hashPassword('decoy password that matches nothing');

/** Checks an owner's credentials for this shop and issues the editor's bearer token. */
export async function signInOwner(shop: Shop, email: string, password: string, secret: string) {
  const db = await getDb();
  const [owner] = await db.select().from(shopOwners)
    .where(and(eq(shopOwners.shopId, shop.id), eq(shopOwners.email, email.trim().toLowerCase())));
  const valid = await verifyPassword(password, owner?.passwordHash ?? await decoyHash);
  if (!owner || !valid) throw new AuthError('Wrong email or password');
  const now = Date.now();
  const token = issueOwnerToken({ shopId: shop.id, ownerId: owner.id, nonce: newToken().slice(0, 22) }, secret, now);
  return { token, expiresAt: new Date(now + OWNER_TOKEN_TTL_SECONDS * 1000).toISOString() };
}
