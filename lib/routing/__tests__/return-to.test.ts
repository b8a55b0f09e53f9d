import { afterSignInOf, sameSitePath, withReturnTo } from '../return-to';

const MUG_ID = '7f1c7a43-53a4-4d0e-9b53-64d0d0e0a001';

describe('sameSitePath', () => {
  it.each([
    ['/p/handmade-stoneware-mug', '/p/handmade-stoneware-mug'],
    ['/de/p/tasse?shop=demo&preview=1#reviews', '/de/p/tasse?shop=demo&preview=1#reviews'],
    ['/c/a/../wishlist', '/c/wishlist'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the path %s of this site', (value, path) => {
    expect(sameSitePath(value)).toBe(path);
  });

  it.each([
    ['another host', 'https://evil.example/p/mug'],
    ['a protocol-relative address', '//evil.example/p/mug'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a path that normalises to //host', '/..//evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'p/mug'],
    ['nothing', ''],
    ['no string', ['/p/mug']],
    ['an address longer than any of ours', `/p/${'x'.repeat(2000)}`],
  ])('refuses %s', (_, value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});

describe('the sign-in address', () => {
  it('carries the way back and the wishlist product, and reads them back', () => {
    const href = withReturnTo('/de/checkout/personal-data?login=true&shop=demo', { returnTo: '/de/p/tasse?shop=demo', wishlistProductId: MUG_ID });
    expect(href).toBe(`/de/checkout/personal-data?login=true&shop=demo&returnTo=%2Fde%2Fp%2Ftasse%3Fshop%3Ddemo&wishlistProduct=${MUG_ID}`);
    expect(afterSignInOf(new URL(href, 'http://shop.test').searchParams)).toEqual({ returnTo: '/de/p/tasse?shop=demo', wishlistProductId: MUG_ID });
  });

  it('adds nothing it was not given', () => {
    expect(withReturnTo('/checkout/personal-data?login=true', { returnTo: null, wishlistProductId: null })).toBe('/checkout/personal-data?login=true');
  });

  it('drops a way back to another site and a product that is no id', () => {
    const search = new URLSearchParams({ login: 'true', returnTo: '//evil.example', wishlistProduct: "1' OR '1'='1" });
    expect(afterSignInOf(search)).toEqual({ returnTo: null, wishlistProductId: null });
    expect(afterSignInOf(new URLSearchParams('login=true'))).toEqual({ returnTo: null, wishlistProductId: null });
  });
});
