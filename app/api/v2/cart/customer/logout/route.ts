import { customerEndpoints } from '@/lib/api/contract/customers';
import { handle } from '@/lib/http/handle';
import { closeCustomerSession } from '@/lib/server/customers/sign-in';

export const POST = handle(customerEndpoints.signOut, async ({ shop, cookies }) => closeCustomerSession(shop, cookies));
