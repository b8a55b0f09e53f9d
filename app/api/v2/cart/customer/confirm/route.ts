import { customerEndpoints } from '@/lib/contract/customers';
import { readCartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { sessionToken } from '@/lib/http/session-cookie';
import { confirmAccount } from '@/lib/server/customers/registration';
import { openCustomerSession } from '@/lib/server/customers/sign-in';

export const POST = handle(customerEndpoints.confirmAccount, async ({ shop, body, cookies }) =>
  openCustomerSession(shop, await confirmAccount(shop, body.token), sessionToken(shop, cookies), readCartToken(shop, cookies)));
