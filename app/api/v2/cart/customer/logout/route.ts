import { customerEndpoints } from '@/lib/contract/customers';
import { handle } from '@/lib/http/handle';
import { sessionToken } from '@/lib/http/session-cookie';
import { closeCustomerSession } from '@/lib/server/customers/sign-in';

export const POST = handle(customerEndpoints.signOut, async ({ shop, cookies }) => closeCustomerSession(shop, sessionToken(shop, cookies)));
