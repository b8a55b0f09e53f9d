import { contentPages, localizedUrls, productPages, robotsTxt, sitemapIndexXml, sitemapPartUrl, sitemapParts, urlsetXml } from '../sitemap';

const target = { origin: 'https://shop.test/', defaultLocale: 'en', query: '' };

describe('sitemap', () => {
  it('splits each language into a content file and product chunks', () => {
    expect(sitemapParts({ en: 5, de: 0 }, 2)).toEqual([
      { locale: 'en', part: 'content' },
      { locale: 'en', part: 'products', page: 1 },
      { locale: 'en', part: 'products', page: 2 },
      { locale: 'en', part: 'products', page: 3 },
      { locale: 'de', part: 'content' },
    ]);
  });

  it('names part files with their parameters, keeping a shop parameter first', () => {
    expect(sitemapPartUrl(target, { locale: 'de', part: 'products', page: 2 })).toBe('https://shop.test/sitemap.xml?locale=de&part=products&page=2');
    expect(sitemapPartUrl({ ...target, query: '?shop=x' }, { locale: 'en', part: 'content' })).toBe('https://shop.test/sitemap.xml?shop=x&locale=en&part=content');
  });

  it('lists home, categories and info pages with the language prefix and their last change', () => {
    const changed = new Date('2026-11-20T09:30:00.123Z');
    const pages = contentPages({ home: changed, categories: [{ slug: 'bekleidung', lastModified: changed }], pages: [{ slug: 'ueber-uns', lastModified: null }] });
    expect(localizedUrls(target, 'de', pages)).toEqual([
      { loc: 'https://shop.test/de', lastModified: changed },
      { loc: 'https://shop.test/de/c/bekleidung', lastModified: changed },
      { loc: 'https://shop.test/de/i/ueber-uns', lastModified: null },
    ]);
    expect(localizedUrls({ ...target, query: '?shop=x' }, 'en', [{ route: '/', lastModified: null }])).toEqual([{ loc: 'https://shop.test/?shop=x', lastModified: null }]);
  });

  it('addresses products by their slug', () => {
    expect(localizedUrls(target, 'en', productPages([{ slug: 'tee & co', lastModified: null }]))).toEqual([{ loc: 'https://shop.test/p/tee%20%26%20co', lastModified: null }]);
  });

  it('writes escaped XML documents with the lastmod of what has one', () => {
    const xml = urlsetXml([
      { loc: 'https://shop.test/?a=1&b=2', lastModified: new Date('2026-11-20T09:30:00.123Z') },
      { loc: 'https://shop.test/p/tee', lastModified: null },
    ]);
    expect(xml).toContain('<url><loc>https://shop.test/?a=1&amp;b=2</loc><lastmod>2026-11-20T09:30:00Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://shop.test/p/tee</loc></url>');
    expect(sitemapIndexXml(['https://shop.test/sitemap.xml?locale=en'])).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it('keeps crawlers out of private routes in every language and names the sitemap', () => {
    const text = robotsTxt(target, ['en', 'de']);
    expect(text).toContain('User-agent: *\nAllow: /\n');
    expect(text).toContain('Disallow: /cart\n');
    expect(text).toContain('Disallow: /de/checkout\n');
    expect(text).toContain('Disallow: /search?\n');
    expect(text).toContain('Disallow: /de/wishlist\n');
    expect(text).toContain('Disallow: /editor\n');
    expect(text).toContain('Sitemap: https://shop.test/sitemap.xml');
  });
});
