import { customerEndpoints } from '@/lib/contract/customers';
import { handle } from '@/lib/http/handle';
import { requestPasswordReset } from '@/lib/server/customers/password-reset';
import { accountKey } from '@/lib/server/customers/sign-in';

export const POST = handle(customerEndpoints.requestPasswordReset, async ({ shop, body, locale, limit }) => {
  // Limited per address whether or not it has an account, so the 429 reveals nothing either.
  await limit(accountKey(shop, body.email));
  await requestPasswordReset(shop, body.email, locale);
  return { ok: true as const };
});
