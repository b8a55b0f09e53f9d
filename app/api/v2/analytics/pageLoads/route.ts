import { analyticsBeaconEndpoints } from '@/lib/contract/analytics';
import { isCrawler } from '@/lib/http/crawler';
import { handle } from '@/lib/http/handle';
import { countPageLoad } from '@/lib/server/analytics/daily-counts';

/**
 * The storefront's page-load beacon for the owner's overview: counts only, no cookie read, nothing of
 * the shopper stored. The signed-in owner looking at the shop and crawlers are not counted. 204 either way.
 */
export const POST = handle(analyticsBeaconEndpoints.countPageLoad, async ({ shop, body, owner, request }) => {
  if (owner || isCrawler(request)) return;
  await countPageLoad(shop, body);
});
