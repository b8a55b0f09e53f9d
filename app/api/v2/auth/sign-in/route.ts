import { shopEndpoints } from '@/lib/api/contract/shop';
import { handle } from '@/lib/http/handle';
import { signInOwner } from '@/lib/server/auth/owner-sign-in';
import { getServerSecret } from '@/lib/server/security/secret';

export const POST = handle(shopEndpoints.signIn, async ({ shop, body, limit }) => {
  // Per account as well as per client: spreading guesses over many addresses does not help.
  await limit(`account:${shop.id}:${body.email.toLowerCase()}`);
  return signInOwner(shop, body.email, body.password, await getServerSecret());
});
