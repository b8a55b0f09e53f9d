import { customerEndpoints } from '@/lib/contract/customers';
import { handle } from '@/lib/http/handle';
import { registerCustomer } from '@/lib/server/customers/registration';
import { accountKey } from '@/lib/server/customers/sign-in';

export const POST = handle(customerEndpoints.register, async ({ shop, body, locale, limit }) => {
  // Limited per address too, taken or not (the 429 tells nothing), so that many clients cannot flood one mailbox.
  await limit(accountKey(shop, body.email));
  await registerCustomer(shop, body.email, body.initialPassword, locale);
  return { status: 'confirmation-sent' as const };
});
