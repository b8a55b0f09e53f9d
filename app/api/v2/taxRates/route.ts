import { marketEndpoints } from '@/lib/contract/markets';
import { handle } from '@/lib/http/handle';
import { listTaxRates } from '@/lib/server/markets/owner-markets';

export const GET = handle(marketEndpoints.listTaxRates, async ({ shop }) => ({ items: await listTaxRates(shop) }));
