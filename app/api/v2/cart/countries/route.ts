import { checkoutEndpoints } from '@/lib/contract/checkout';
import { handle } from '@/lib/http/handle';
import { listShopCountries } from '@/lib/server/checkout/methods';

export const GET = handle(checkoutEndpoints.listCountries, async ({ shop, locale }) => listShopCountries(shop, locale));
