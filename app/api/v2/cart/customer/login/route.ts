import { customerEndpoints } from '@/lib/api/contract/customers';
import { handle } from '@/lib/http/handle';
import { authenticateCustomer } from '@/lib/server/customers/accounts';
import { accountKey, openCustomerSession } from '@/lib/server/customers/sign-in';

export const POST = handle(customerEndpoints.signIn, async ({ shop, body, cookies, limit }) => {
  // Per account as well as per client: spreading guesses over many addresses does not help.
  await limit(accountKey(shop, body.email));
  return openCustomerSession(shop, await authenticateCustomer(shop, body.email, body.password), cookies);
});
