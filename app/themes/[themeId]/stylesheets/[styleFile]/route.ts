import { themeEndpoints } from '@/lib/contract/themes';
import { assetResponse } from '@/lib/http/asset-response';
import { handle } from '@/lib/http/handle';
import { publicAsset } from '@/lib/http/public-asset';
import { themeStylesheet } from '@/lib/server/themes/theme-assets';

/** GET /themes/{themeId}/stylesheets/{styleName}.css: Next cannot put `.css` into a segment name. */
export const GET = publicAsset(handle(themeEndpoints.stylesheet, async ({ request, shop, params, query }) =>
  assetResponse(request, await themeStylesheet(shop, params.themeId, params.styleName, query.settings),
    'text/css; charset=utf-8', 'public, max-age=60, must-revalidate')));
