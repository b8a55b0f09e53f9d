import { hrefFor, routes } from '../links';
import { formatPublicPath, parsePublicPath, parseRoute } from '../parse-path';

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

describe('parseRoute', () => {
  it.each([
    [[], { kind: 'home' }],
    [['c', 'shirts'], { kind: 'category', slug: 'shirts', view: [] }],
    [['c', 'shirts', 'price-desc', '2', '12'], { kind: 'category', slug: 'shirts', view: ['price-desc', '2', '12'] }],
    [['p', 'a%20b'], { kind: 'product', slug: 'a b' }],
    [['i', 'about-us'], { kind: 'page', slug: 'about-us' }],
    [['l', 'privacy'], { kind: 'legal', slug: 'privacy' }],
    [['cart'], { kind: 'cart' }],
    [['o'], { kind: 'order', orderId: null }],
    [['o', '42'], { kind: 'order', orderId: '42' }],
    [['search'], { kind: 'search' }],
    [['checkout', 'payment'], { kind: 'checkout', step: 'payment' }],
    [['wishlist'], { kind: 'wishlist' }],
    [['forgot-password'], { kind: 'forgot-password' }],
    [['reset-password'], { kind: 'reset-password' }],
    [['confirm-account'], { kind: 'confirm-account' }],
    [['thememanager'], { kind: 'theme-manager' }],
  ])('reads %j', (segments, expected) => {
    expect(parseRoute(segments)).toEqual(expected);
  });

  it.each([
    [['nothing']], [['c']], [['c', 'x', 'y']], [['p', 'x', 'y']], [['checkout', 'payment-options']], [['checkout']],
    [['i', '%E0%A4%A']], [['cart', 'x']], [['x', 'y']],
  ])('answers not-found for %j', (segments) => {
    expect(parseRoute(segments)).toEqual({ kind: 'not-found' });
  });
});
