import { themeEndpoints } from '@/lib/api/contract/themes';
import { handle } from '@/lib/http/handle';
import { assetResponse, publicAsset } from '@/lib/server/themes/asset-response';
import { themeTemplatesScript } from '@/lib/server/themes/theme-assets';

export const GET = publicAsset(handle(themeEndpoints.templatesScript, async ({ request, shop, params }) =>
  assetResponse(request, await themeTemplatesScript(shop, params.themeNameAtVersion),
    'application/javascript; charset=utf-8', 'public, max-age=300, must-revalidate')));
