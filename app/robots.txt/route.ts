import { robotsTxt } from '@/lib/seo/sitemap';
import { shopOfRequest, visibleLanguages } from '@/lib/server/seo/request-shop';

/** robots.txt of the shop the request is for: everything but private routes, and where the sitemap is. */
export async function GET(request: Request) {
  const resolved = await shopOfRequest(request);
  if (!resolved) return new Response('User-agent: *\nDisallow: /\n', { status: 404, headers: { 'content-type': 'text/plain' } });
  const body = robotsTxt(resolved.target, visibleLanguages(resolved.shop));
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
