import { equivalentPath, type SlugLookup } from '../equivalent-path';

const slugs: Record<string, Record<string, string>> = {
  'classic-cotton-t-shirt': { de: 'klassisches-t-shirt', fr: 't-shirt-classique' },
  clothing: { de: 'bekleidung', fr: 'vetements' },
  bekleidung: { en: 'clothing', fr: 'vetements' },
};
const translate = async (slug: string, _from: string, to: string) => {
  const found = slugs[slug]?.[to];
  if (!found) throw new Error('not found');
  return found;
};
const lookup: SlugLookup = {
  category: translate, product: translate,
  infoPage: async (slug, from, to) => (slug === 'about-us' && from === 'en' && to === 'de' ? 'http://shop.test/de/i/ueber-uns' : null),
};
const request = (pathname: string, search = '', from = 'en', to = 'de') => ({ pathname, search, from, to, defaultLocale: 'en' });

describe('equivalentPath', () => {
  it('looks up localised product and category slugs', async () => {
    await expect(equivalentPath(request('/p/classic-cotton-t-shirt'), lookup)).resolves.toBe('/de/p/klassisches-t-shirt');
    await expect(equivalentPath(request('/de/c/bekleidung', '?sort=price-asc', 'de', 'en'), lookup)).resolves.toBe('/c/clothing?sort=price-asc');
  });

  it('keeps legal, order, cart, search and checkout routes with their query', async () => {
    await expect(equivalentPath(request('/l/privacy'), lookup)).resolves.toBe('/de/l/privacy');
    await expect(equivalentPath(request('/o/123'), lookup)).resolves.toBe('/de/o/123');
    await expect(equivalentPath(request('/de/cart', '', 'de', 'fr'), lookup)).resolves.toBe('/fr/cart');
    await expect(equivalentPath(request('/search', '?q=mug&sort=price-asc'), lookup)).resolves.toBe('/de/search?q=mug&sort=price-asc');
    await expect(equivalentPath(request('/checkout/shipping'), lookup)).resolves.toBe('/de/checkout/shipping');
    await expect(equivalentPath(request('/de', '', 'de', 'en'), lookup)).resolves.toBe('/');
  });

  it('keeps the editor prefix and its token, drops the language parameter', async () => {
    await expect(equivalentPath(request('/editor/p/classic-cotton-t-shirt', '?token=abc&language=en'), lookup))
      .resolves.toBe('/editor/de/p/klassisches-t-shirt?token=abc');
    await expect(equivalentPath(request('/editor/de/l/tac', '?token=abc', 'de', 'en'), lookup)).resolves.toBe('/editor/l/tac?token=abc');
  });

  it('uses the alternate of an info page, else goes to the start page with carried parameters only', async () => {
    await expect(equivalentPath(request('/i/about-us', '?preview=1&x=y'), lookup)).resolves.toBe('/de/i/ueber-uns?preview=1');
    await expect(equivalentPath(request('/i/about-us', '?preview=1&x=y', 'en', 'fr'), lookup)).resolves.toBe('/fr?preview=1');
    await expect(equivalentPath(request('/no/such/route'), lookup)).resolves.toBe('/de');
    // The lookup gets the page's slug decoded, and may answer a path rather than an href.
    const paths: SlugLookup = { ...lookup, infoPage: async (slug) => (slug === 'über uns' ? '/i/about-us' : null) };
    await expect(equivalentPath(request('/de/i/%C3%BCber%20uns', '?token=t', 'de', 'en'), paths)).resolves.toBe('/i/about-us?token=t');
  });

  it('rejects when a slug cannot be found', async () => {
    await expect(equivalentPath(request('/p/unknown'), lookup)).rejects.toThrow();
  });
});
