import { customerEndpoints } from '@/lib/api/contract/customers';
import { handle } from '@/lib/http/handle';
import { requireCustomer } from '@/lib/server/customers/sign-in';

export const GET = handle(customerEndpoints.getCustomer, async ({ shop, cookies }) => requireCustomer(shop, cookies));
