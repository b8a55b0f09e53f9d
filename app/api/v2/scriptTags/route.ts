import { shopEndpoints } from '@/lib/contract/shop';
import { handle } from '@/lib/http/handle';
import { listScriptTags } from '@/lib/server/shop/settings';

export const GET = handle(shopEndpoints.getScriptTags, async ({ shop }) => listScriptTags(shop));
