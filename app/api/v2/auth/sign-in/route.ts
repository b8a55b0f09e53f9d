import { authEndpoints } from '@/lib/contract/auth';
import { handle } from '@/lib/http/handle';
import { setOwnerCookie } from '@/lib/http/owner-cookie';
import { signInOwner } from '@/lib/server/auth/owner-sign-in';
import { getServerSecret } from '@/lib/server/security/secret';

export const POST = handle(authEndpoints.signIn, async ({ shop, body, limit, cookies }) => {
  // Per account as well as per client: spreading guesses over many addresses does not help.
  await limit(`account:${shop.id}:${body.email.toLowerCase()}`);
  const secret = await getServerSecret();
  const { token, expiresAt, session } = await signInOwner(shop, body.email, body.password, secret);
  setOwnerCookie(cookies, shop.slug, session, secret);
  return { token, expiresAt };
});
