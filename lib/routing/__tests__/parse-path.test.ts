import { hrefFor, routes } from '../links';
import { formatPublicPath, parsePublicPath } from '../parse-path';

describe('parsePublicPath', () => {
  it.each([
    ['/', { editor: false, language: null, route: '/' }],
    ['/de', { editor: false, language: 'de', route: '/' }],
    ['/editor', { editor: true, language: null, route: '/' }],
    ['/editor/fr/c/x', { editor: true, language: 'fr', route: '/c/x' }],
    ['/cart', { editor: false, language: null, route: '/cart' }],
    ['/c/de', { editor: false, language: null, route: '/c/de' }],
    ['/editors/x', { editor: false, language: null, route: '/editors/x' }],
    ['/p/shirt/', { editor: false, language: null, route: '/p/shirt' }],
  ])('parses %s', (path, expected) => {
    expect(parsePublicPath(path)).toEqual(expected);
    expect(parsePublicPath(formatPublicPath(expected))).toEqual(expected);
  });
});

describe('hrefFor', () => {
  const context = { editor: false, locale: 'en', defaultLocale: 'en' };
  it('gives the default language no prefix and other languages theirs', () => {
    expect(hrefFor(routes.category('shirts'), context)).toBe('/c/shirts');
    expect(hrefFor(routes.home(), { ...context, locale: 'de' })).toBe('/de');
    expect(hrefFor(routes.product('a b'), { ...context, locale: 'fr', editor: true })).toBe('/editor/fr/p/a%20b');
    expect(hrefFor(routes.home(), { ...context, editor: true })).toBe('/editor');
  });
});
