import { marketEndpoints } from '@/lib/contract/markets';
import { handle } from '@/lib/http/handle';
import { putTaxRate } from '@/lib/server/markets/owner-markets';

export const PUT = handle(marketEndpoints.putTaxRate, async ({ shop, params, body }) =>
  putTaxRate(shop, params.country, params.taxClass, body.rateBasisPoints));
