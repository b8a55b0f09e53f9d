import { noindexAlternates, routeAlternates } from '../storefront-alternates';

const page = {
  shop: { locales: [{ identifier: 'en', isVisible: true }, { identifier: 'de', isVisible: true }], defaultLocale: 'en' },
  locale: 'de',
};

describe('alternates of a noindex page', () => {
  it('keep the canonical and declare no hreflang alternates', () => {
    const alternates = routeAlternates(page, '/l/privacy');
    expect(alternates?.languages).toEqual({ en: '/l/privacy', de: '/de/l/privacy', 'x-default': '/l/privacy' });
    expect(noindexAlternates(alternates)).toEqual({ canonical: '/de/l/privacy' });
  });
});
