import { authEndpoints } from '@/lib/contract/auth';
import { handle } from '@/lib/http/handle';
import { clearOwnerCookie, setOwnerCookie } from '@/lib/http/owner-cookie';
import { exchangeOwnerToken } from '@/lib/server/auth/owner-sign-in';
import { revokeOwnerSession, type OwnerSession } from '@/lib/server/auth/owner-sessions';
import { getServerSecret } from '@/lib/server/security/secret';
import type { Shop } from '@/lib/server/shop/types';

const payload = (shop: Shop, session: OwnerSession) => ({ email: session.email, shop: shop.slug, expiresAt: session.expiresAt.toISOString() });

export const GET = handle(authEndpoints.getSession, async ({ shop, owner }) => payload(shop, owner!));

export const POST = handle(authEndpoints.exchangeToken, async ({ shop, body, cookies }) => {
  const secret = await getServerSecret();
  const session = await exchangeOwnerToken(shop, body.token, secret);
  setOwnerCookie(cookies, shop.slug, session, secret);
  return payload(shop, session);
});

export const DELETE = handle(authEndpoints.signOut, async ({ shop, owner, cookies }) => {
  await revokeOwnerSession(shop, owner!.sessionId);
  clearOwnerCookie(cookies, shop.slug);
});
