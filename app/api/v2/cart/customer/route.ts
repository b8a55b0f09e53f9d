import { customerEndpoints } from '@/lib/contract/customers';
import { readCartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { sessionToken } from '@/lib/http/session-cookie';
import { registerCustomer } from '@/lib/server/customers/accounts';
import { openCustomerSession } from '@/lib/server/customers/sign-in';

export const POST = handle(customerEndpoints.register, async ({ shop, body, cookies }) =>
  openCustomerSession(shop, await registerCustomer(shop, body.email, body.initialPassword), sessionToken(shop, cookies), readCartToken(shop, cookies)));
