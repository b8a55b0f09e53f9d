import { formTarget, hrefFor, pathFor, routes, storefrontLinks, withCarriedQuery, withLinkQuery, type LinkContext } from '../links';

const ROUTING = { defaultShop: 'demo', shopHosts: { 'beyond.example': 'mapped-shop' } };
const shopOf = (slug: string) => ({ slug, defaultLocale: 'en' });

describe('storefrontLinks', () => {
  it('carries nothing for the default shop live', () => {
    expect(storefrontLinks(shopOf('demo'), 'live', 'en', ROUTING)).toEqual({ editor: false, locale: 'en', defaultLocale: 'en' });
  });

  it('carries the shop a ?shop= address names, and preview in preview mode', () => {
    expect(storefrontLinks(shopOf('beyond-demo'), 'preview', 'de', ROUTING)).toEqual({
      editor: false, locale: 'de', defaultLocale: 'en', carried: { shop: 'beyond-demo', preview: true },
    });
    expect(storefrontLinks(shopOf('demo'), 'preview', 'en', ROUTING).carried).toEqual({ preview: true });
  });

  it('leaves out the shop its own host already names', () => {
    expect(storefrontLinks(shopOf('mapped-shop'), 'live', 'en', ROUTING).carried).toBeUndefined();
    expect(storefrontLinks(shopOf('mapped-shop'), 'preview', 'en', ROUTING).carried).toEqual({ preview: true });
  });

  it('gives the editor\'s links nothing: it carries its own query, and never preview', () => {
    expect(storefrontLinks(shopOf('beyond-demo'), 'editor', 'en', ROUTING)).toEqual({ editor: true, locale: 'en', defaultLocale: 'en' });
  });
});

describe('hrefFor and pathFor', () => {
  const beyondPreview: LinkContext = { editor: false, locale: 'de', defaultLocale: 'en', carried: { shop: 'beyond-demo', preview: true } };

  it('renders the carried parameters into every link, with the language prefix', () => {
    expect(hrefFor(routes.home(), beyondPreview)).toBe('/de?preview=1&shop=beyond-demo');
    expect(hrefFor(routes.category('t-shirts'), beyondPreview)).toBe('/de/c/t-shirts?preview=1&shop=beyond-demo');
    expect(hrefFor(routes.cart(), { ...beyondPreview, locale: 'en' })).toBe('/cart?preview=1&shop=beyond-demo');
  });

  it('keeps a route\'s own query and adds the carried parameters after it', () => {
    expect(hrefFor('/checkout/personal-data?login=true', beyondPreview)).toBe('/de/checkout/personal-data?login=true&preview=1&shop=beyond-demo');
  });

  it('leaves links of a page that carries nothing as they were', () => {
    const plain: LinkContext = { editor: false, locale: 'en', defaultLocale: 'en' };
    expect(hrefFor(routes.product('mug'), plain)).toBe('/p/mug');
    expect(hrefFor(routes.home(), { editor: true, locale: 'fr', defaultLocale: 'en' })).toBe('/editor/fr');
  });

  it('gives the page\'s own address without them, for canonical links and structured data', () => {
    expect(pathFor(routes.category('t-shirts'), beyondPreview)).toBe('/de/c/t-shirts');
  });
});

describe('withLinkQuery', () => {
  const preview: LinkContext = { editor: false, locale: 'en', defaultLocale: 'en', carried: { preview: true } };

  it('carries the parameters into internal links an owner wrote, keeping their own', () => {
    expect(withLinkQuery('/i/our-stores', preview)).toBe('/i/our-stores?preview=1');
    expect(withLinkQuery('/c/sale?preview=0#top', preview)).toBe('/c/sale?preview=0#top');
  });

  it('leaves other sites\' and protocol-relative links alone', () => {
    expect(withLinkQuery('https://example.com/x', preview)).toBe('https://example.com/x');
    expect(withLinkQuery('//example.com/x', preview)).toBe('//example.com/x');
    expect(withLinkQuery('mailto:hello@example.com', preview)).toBe('mailto:hello@example.com');
  });
});

describe('formTarget', () => {
  it('turns the href\'s query into the fields of a GET form, which browsers would drop from its action', () => {
    expect(formTarget('/de/search?preview=1&shop=beyond-demo')).toEqual({ action: '/de/search', fields: { preview: '1', shop: 'beyond-demo' } });
    expect(formTarget('/search')).toEqual({ action: '/search', fields: {} });
  });
});

describe('withCarriedQuery', () => {
  it('adds the carried parameters of the current address, nothing else', () => {
    expect(withCarriedQuery('/c/clothing', '?shop=beyond-demo&preview=&q=x')).toBe('/c/clothing?preview=&shop=beyond-demo');
  });

  it('keeps the parameters and hash of the href, which win', () => {
    expect(withCarriedQuery('/search?q=mug&shop=a#top', '?shop=b&token=t')).toBe('/search?q=mug&shop=a&token=t#top');
  });

  it('never doubles a parameter the server rendered into the href, and adds only what the page could not know', () => {
    const rendered = '/c/clothing?preview=1&shop=beyond-demo';
    expect(withCarriedQuery(rendered, '?preview=1&shop=beyond-demo')).toBe(rendered);
    expect(withCarriedQuery(rendered, '?previewTheme=aurora&themeStyle=dusk&shop=beyond-demo&preview=1'))
      .toBe('/c/clothing?preview=1&shop=beyond-demo&previewTheme=aurora&themeStyle=dusk');
  });

  it('leaves the href alone when nothing is carried', () => {
    expect(withCarriedQuery('/de/cart', '?utm_source=mail')).toBe('/de/cart');
  });
});
