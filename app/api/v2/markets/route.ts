import { marketEndpoints } from '@/lib/contract/markets';
import { handle } from '@/lib/http/handle';
import { listMarkets } from '@/lib/server/markets/owner-markets';

export const GET = handle(marketEndpoints.listMarkets, async ({ shop }) => ({ items: await listMarkets(shop) }));
