import { themeEndpoints } from '@/lib/contract/themes';
import { assetResponse } from '@/lib/http/asset-response';
import { handle } from '@/lib/http/handle';
import { publicAsset } from '@/lib/http/public-asset';
import { themeTemplatesScript } from '@/lib/server/themes/theme-assets';

export const GET = publicAsset(handle(themeEndpoints.templatesScript, async ({ request, shop, params }) =>
  assetResponse(request, await themeTemplatesScript(shop, params.themeNameAtVersion),
    'application/javascript; charset=utf-8', 'public, max-age=300, must-revalidate')));
