import { themeEndpoints } from '@/lib/contract/themes';
import { handle } from '@/lib/http/handle';
import { serviceWorkerScript, workerScriptUrls } from '@/lib/server/content/service-worker';
import { assetResponse } from '@/lib/http/asset-response';
import { publicAsset } from '@/lib/http/public-asset';

export const GET = publicAsset(handle(themeEndpoints.serviceWorker, async ({ request, shop, query }) =>
  assetResponse(request, serviceWorkerScript(shop, request.url, workerScriptUrls(query)),
    'application/javascript; charset=utf-8', 'no-cache')));
