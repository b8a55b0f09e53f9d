import { shopEndpoints } from '@/lib/contract/shop';
import { handle } from '@/lib/http/handle';
import { taxOf } from '@/lib/server/shop/settings';

export const GET = handle(shopEndpoints.getTax, async ({ shop }) => taxOf(shop));
