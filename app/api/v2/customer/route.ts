import { customerEndpoints } from '@/lib/contract/customers';
import { handle } from '@/lib/http/handle';
import { readSessionToken } from '@/lib/http/session-cookie';
import { requireCustomer } from '@/lib/server/customers/sign-in';

export const GET = handle(customerEndpoints.getCustomer, async ({ shop, cookies }) => requireCustomer(shop, readSessionToken(shop, cookies)));
