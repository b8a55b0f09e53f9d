import { CLOSED_SHOP_ROBOTS_TXT, robotsTxt } from '@/lib/seo/sitemap';
import { SURROGATE_KEY_HEADER } from '@/lib/http-cache/surrogate-keys';
import { shopOfRequest } from '@/lib/http/request-shop';
import { TAGS } from '@/lib/server/cache-tags';
import { visibleLanguages } from '@/lib/server/seo/sitemap-shop';
import { showsClosedPage } from '@/lib/server/shop/get-shop';

/**
 * robots.txt of the shop the request is for: everything but private routes, and where the sitemap is; nothing of a closed shop.
 * Keyed by the shop's tag, so that an HTTP cache in front drops it when the shop's settings (its address, its languages) change.
 */
export async function GET(request: Request) {
  const resolved = await shopOfRequest(request);
  if (!resolved) return new Response('User-agent: *\nDisallow: /\n', { status: 404, headers: { 'content-type': 'text/plain' } });
  const closed = showsClosedPage(resolved.shop, 'live');
  const body = closed ? CLOSED_SHOP_ROBOTS_TXT : robotsTxt(resolved.target, visibleLanguages(resolved.shop));
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600', [SURROGATE_KEY_HEADER]: TAGS.shop(resolved.shop.slug) },
  });
}
