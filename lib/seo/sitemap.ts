import { routes } from '@/lib/routing/links';
import { publicPathIn } from './alternates';
import { escapeXml } from '@/lib/xml-text';

/** Products per sitemap file; far below the format's 50,000 URLs so that one file stays quick to build. */
export const PRODUCTS_PER_SITEMAP = 5000;

/** Where the URLs of a sitemap point: the shop's public origin and, for `?shop=` shops, that parameter. */
export interface SitemapTarget {
  origin: string;
  defaultLocale: string;
  /** Query string (with `?`) appended to every URL, or ''. */
  query: string;
}

/** One file of a shop's sitemap: a language's pages and categories, or one chunk of its products. */
export type SitemapPart = { locale: string; part: 'content' } | { locale: string; part: 'products'; page: number };


function absolute(target: SitemapTarget, path: string, extraQuery = ''): string {
  const query = [target.query.replace(/^\?/, ''), extraQuery].filter(Boolean).join('&');
  return `${target.origin.replace(/\/$/, '')}${path}${query ? `?${query}` : ''}`;
}

/** The sitemap files of a shop: per visible language one for content and one per chunk of products. */
export function sitemapParts(productCounts: Readonly<Record<string, number>>, perFile = PRODUCTS_PER_SITEMAP): SitemapPart[] {
  return Object.entries(productCounts).flatMap(([locale, total]) => [
    { locale, part: 'content' as const },
    ...Array.from({ length: Math.ceil(total / perFile) }, (_, index) => ({ locale, part: 'products' as const, page: index + 1 })),
  ]);
}

/** The URL of one sitemap file (served by app/sitemap.xml with query parameters). */
export function sitemapPartUrl(target: SitemapTarget, part: SitemapPart): string {
  const params = new URLSearchParams({ locale: part.locale, part: part.part });
  if (part.part === 'products') params.set('page', String(part.page));
  return absolute(target, '/sitemap.xml', params.toString());
}

/** A category, info page or product in a language: its slug and when its content last changed (null: unknown). */
export interface DatedSlug {
  slug: string;
  lastModified: Date | null;
}

/** A page of a sitemap: its route without prefixes and when its content last changed (null: unknown). */
export interface SitemapPage {
  route: string;
  lastModified: Date | null;
}

/** An entry of a `<urlset>`: the absolute URL and its `lastmod`, when known. */
export interface SitemapUrl {
  loc: string;
  lastModified: Date | null;
}

/** The pages of a language's content sitemap: home, visible categories and visible info pages. */
export function contentPages({ home, categories, pages }: { home: Date | null; categories: DatedSlug[]; pages: DatedSlug[] }): SitemapPage[] {
  const dated = (route: (slug: string) => string) => ({ slug, lastModified }: DatedSlug) => ({ route: route(slug), lastModified });
  return [{ route: routes.home(), lastModified: home }, ...categories.map(dated(routes.category)), ...pages.map(dated(routes.page))];
}

/** The pages of a product sitemap. */
export function productPages(products: DatedSlug[]): SitemapPage[] {
  return products.map(({ slug, lastModified }) => ({ route: routes.product(slug), lastModified }));
}

/** Absolute URLs of pages in a language. */
export function localizedUrls(target: SitemapTarget, locale: string, pages: SitemapPage[]): SitemapUrl[] {
  return pages.map(({ route, lastModified }) => ({ loc: absolute(target, publicPathIn(locale, target.defaultLocale, route)), lastModified }));
}

/** A W3C datetime to the second, as sitemaps take it. */
const lastmod = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A `<urlset>` document; an entry's `lastmod` only when its last change is known. */
export function urlsetXml(urls: SitemapUrl[]): string {
  const body = urls.map(({ loc, lastModified }) =>
    `  <url><loc>${escapeXml(loc)}</loc>${lastModified ? `<lastmod>${lastmod(lastModified)}</lastmod>` : ''}</url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** A `<sitemapindex>` document. */
export function sitemapIndexXml(urls: string[]): string {
  const body = urls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** Routes crawlers should skip: per-shopper, checkout, editor and search result pages (prefix matches). */
const PRIVATE_ROUTES = ['/cart', '/checkout', '/o$', '/o/', '/search?', '/wishlist', '/editor'];

/** robots.txt: allow everything but the private routes in every language, and name the sitemap. */
export function robotsTxt(target: SitemapTarget, languages: string[]): string {
  const prefixes = ['', ...languages.filter((l) => l !== target.defaultLocale && /^[a-z]{2}$/.test(l)).map((l) => `/${l}`)];
  const disallow = prefixes.flatMap((prefix) =>
    PRIVATE_ROUTES.filter((route) => !(prefix && route === '/editor')).map((route) => `Disallow: ${prefix}${route}`));
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${absolute(target, '/sitemap.xml')}`, ''].join('\n');
}

/** robots.txt of a closed shop: nothing of it may be indexed while shoppers see only the closed page. */
export const CLOSED_SHOP_ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';
