import { customerEndpoints } from '@/lib/api/contract/customers';
import { handle } from '@/lib/http/handle';
import { registerCustomer } from '@/lib/server/customers/accounts';
import { openCustomerSession } from '@/lib/server/customers/sign-in';

export const POST = handle(customerEndpoints.register, async ({ shop, body, cookies }) =>
  openCustomerSession(shop, await registerCustomer(shop, body.email, body.initialPassword), cookies));
