import { checkoutEndpoints } from '@/lib/contract/checkout';
import { handle } from '@/lib/http/handle';
import { listAllCountries } from '@/lib/server/checkout/methods';

export const GET = handle(checkoutEndpoints.listAllCountries, async ({ shop, locale }) => listAllCountries(shop, locale));
