import { themeEndpoints } from '@/lib/contract/themes';
import { handle } from '@/lib/http/handle';
import { listShopThemes } from '@/lib/server/themes/list-themes';

export const GET = handle(themeEndpoints.listThemes, async ({ shop }) => listShopThemes(shop));
