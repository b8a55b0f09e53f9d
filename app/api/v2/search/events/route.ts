import { searchEventEndpoints } from '@/lib/contract/search';
import { handle } from '@/lib/http/handle';
import { CONSENT_COOKIE } from '@/lib/cookie-consent';
import { isCrawler } from '@/lib/http/crawler';
import { countClick, countSearch } from '@/lib/server/search/search-stats';

/**
 * The storefront's beacon: counted only when the shopper accepted cookies (the consent cookie travels
 * with the beacon; the browser checks it too, so a declined shopper's browser sends nothing). Answers
 * 204 either way: nothing tells a caller what was counted.
 */
export const POST = handle(searchEventEndpoints.countSearchEvent, async ({ shop, locale, body, cookies, owner, request }) => {
  // The owner trying the storefront in the editor is not a shopper.
  if (cookies.get(CONSENT_COOKIE) !== '1' || owner || isCrawler(request)) return;
  if (body.kind === 'search') countSearch(shop, locale, body.query, body.found);
  else countClick(shop, locale, body.query);
});
