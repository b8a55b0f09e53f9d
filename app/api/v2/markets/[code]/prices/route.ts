import { marketEndpoints } from '@/lib/contract/markets';
import { handle } from '@/lib/http/handle';
import { listMarketPrices } from '@/lib/server/markets/owner-markets';

export const GET = handle(marketEndpoints.listMarketPrices, async ({ shop, params }) => ({ items: await listMarketPrices(shop, params.code) }));
