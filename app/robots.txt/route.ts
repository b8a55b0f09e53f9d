import { CLOSED_SHOP_ROBOTS_TXT, robotsTxt } from '@/lib/seo/sitemap';
import { shopOfRequest } from '@/lib/http/request-shop';
import { visibleLanguages } from '@/lib/server/seo/sitemap-shop';
import { showsClosedPage } from '@/lib/server/shop/get-shop';

/** robots.txt of the shop the request is for: everything but private routes, and where the sitemap is; nothing of a closed shop. */
export async function GET(request: Request) {
  const resolved = await shopOfRequest(request);
  if (!resolved) return new Response('User-agent: *\nDisallow: /\n', { status: 404, headers: { 'content-type': 'text/plain' } });
  const closed = showsClosedPage(resolved.shop, 'live');
  const body = closed ? CLOSED_SHOP_ROBOTS_TXT : robotsTxt(resolved.target, visibleLanguages(resolved.shop));
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
