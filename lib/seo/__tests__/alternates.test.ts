import { buildAlternates, localizedAlternates, sameRouteAlternates } from '../alternates';

const locales = [
  { identifier: 'en', isVisible: true },
  { identifier: 'de', isVisible: true },
  { identifier: 'fr', isVisible: false },
];

describe('alternates', () => {
  it('lists every visible language plus x-default, and the page itself as canonical', () => {
    expect(sameRouteAlternates({ locales, defaultLocale: 'en', locale: 'de' }, '/l/privacy')).toEqual({
      canonical: '/de/l/privacy',
      languages: { en: '/l/privacy', de: '/de/l/privacy', 'x-default': '/l/privacy' },
    });
  });

  it('gives the start page without prefix in the default language', () => {
    expect(sameRouteAlternates({ locales, defaultLocale: 'en', locale: 'en' }, '/')).toEqual({
      canonical: '/', languages: { en: '/', de: '/de', 'x-default': '/' },
    });
  });

  it('uses the slug of each language and leaves out languages without a version', () => {
    const slugs = { en: 'clothing', de: 'bekleidung', fr: 'vetements' };
    expect(localizedAlternates({ locales, defaultLocale: 'en', locale: 'en' }, slugs, (s) => `/c/${s}`)).toEqual({
      canonical: '/c/clothing', languages: { en: '/c/clothing', de: '/de/c/bekleidung', 'x-default': '/c/clothing' },
    });
    expect(localizedAlternates({ locales, defaultLocale: 'en', locale: 'de' }, { de: 'nur-deutsch' }, (s) => `/p/${s}`)).toEqual({
      canonical: '/de/p/nur-deutsch', languages: { de: '/de/p/nur-deutsch' },
    });
  });

  it('has no canonical when the page has no version in its own language', () => {
    expect(buildAlternates({ locales, defaultLocale: 'en', locale: 'en', routeIn: () => null })).toEqual({ canonical: null, languages: {} });
  });
});
