import {
  contentPages, localizedUrls, productPages, PRODUCTS_PER_SITEMAP, sitemapIndexXml, sitemapPartUrl, sitemapParts, urlsetXml,
} from '@/lib/seo/sitemap';
import { shopOfRequest } from '@/lib/http/request-shop';
import { visibleLanguages } from '@/lib/server/seo/sitemap-shop';
import { showsClosedPage } from '@/lib/server/shop/get-shop';
import { countSitemapProducts, listContentSlugs, listSitemapProductSlugs } from '@/lib/server/seo/sitemap-entries';
import { SURROGATE_KEY_HEADER } from '@/lib/http-cache/surrogate-keys';
import { TAGS } from '@/lib/server/cache-tags';
import { cachedRead } from '@/lib/server/storefront-cache';

/**
 * An answer an HTTP cache in front may keep for an hour, with the tags it was built from as its keys, so
 * that a change of the shop (its address included), its catalogue or content purges it there at once.
 */
const xml = (body: string, tags: string[] = []) => new Response(body, {
  headers: {
    'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600',
    ...(tags.length > 0 ? { [SURROGATE_KEY_HEADER]: tags.join(' ') } : {}),
  },
});

/**
 * The shop's sitemap: without parameters an index of per-language files; `?locale=&part=content` lists
 * home, visible categories and info pages, `?locale=&part=products&page=n` one chunk of products, each
 * with the `lastmod` of its content's last change.
 */
export async function GET(request: Request) {
  const resolved = await shopOfRequest(request);
  if (!resolved) return new Response('Not found', { status: 404 });
  const { shop, target } = resolved;
  const params = new URL(request.url).searchParams;
  const locale = params.get('locale');
  // A closed shop shows shoppers only its closed page: its sitemap lists nothing.
  if (showsClosedPage(shop, 'live')) return xml(locale ? urlsetXml([]) : sitemapIndexXml([]), [TAGS.shop(shop.slug)]);
  // Every catalogue change, the tree's shape included, refreshes it: a sitemap is read seldom and cheap to rebuild.
  const tags = [TAGS.shop(shop.slug), TAGS.catalog(shop.slug), TAGS.content(shop.slug), TAGS.categoryTree(shop.slug), TAGS.catalogEntities(shop.slug)];
  const languages = visibleLanguages(shop);
  if (!locale) {
    const body = await cachedRead(['sitemap-index', shop.slug, target.query], tags, async () => {
      const counts = Object.fromEntries(await Promise.all(languages.map(async (l) => [l, await countSitemapProducts(shop, l)] as const)));
      return sitemapIndexXml(sitemapParts(counts).map((part) => sitemapPartUrl(target, part)));
    });
    return xml(body, tags);
  }
  if (!languages.includes(locale)) return new Response('Not found', { status: 404 });
  const page = Number(params.get('page') ?? '1');
  if (params.get('part') === 'products' && Number.isInteger(page) && page >= 1 && page <= 10_000) {
    const body = await cachedRead(['sitemap-products', shop.slug, target.query, locale, String(page)], tags, async () =>
      urlsetXml(localizedUrls(target, locale, productPages(await listSitemapProductSlugs(shop, locale, (page - 1) * PRODUCTS_PER_SITEMAP, PRODUCTS_PER_SITEMAP)))));
    return xml(body, tags);
  }
  if (params.get('part') !== 'content') return new Response('Not found', { status: 404 });
  const body = await cachedRead(['sitemap-content', shop.slug, target.query, locale], tags, async () =>
    urlsetXml(localizedUrls(target, locale, contentPages(await listContentSlugs(shop, locale)))));
  return xml(body, tags);
}
