import { confirmAccountLink, resetPasswordLink, signInLinks } from '../mail-links';

const shop = { baseUrl: 'https://shop.example.com/', slug: 'demo', defaultLocale: 'en' };

describe('resetPasswordLink', () => {
  it('uses the base URL without a double slash and no shop parameter for the default shop', () => {
    expect(resetPasswordLink(shop, 'abc_-1', 'en', 'demo')).toBe('https://shop.example.com/reset-password?tkn=abc_-1');
  });

  it('adds the shop parameter for another shop and a language prefix for a non-default locale', () => {
    expect(resetPasswordLink({ ...shop, slug: 'beyond-demo' }, 'tok', 'de', 'demo'))
      .toBe('https://shop.example.com/de/reset-password?tkn=tok&shop=beyond-demo');
  });

  it('keeps a path in the base URL', () => {
    expect(resetPasswordLink({ ...shop, baseUrl: 'https://example.com/store' }, 'tok', 'en', 'demo')).toBe('https://example.com/store/reset-password?tkn=tok');
  });
});

describe('confirmAccountLink and signInLinks', () => {
  it('carry the token as tkn (an address the pages send no Referer from), the shop and the language prefix', () => {
    expect(confirmAccountLink(shop, 'tok', 'en', 'demo')).toBe('https://shop.example.com/confirm-account?tkn=tok');
    expect(confirmAccountLink({ ...shop, slug: 'beyond-demo' }, 'tok', 'fr', 'demo')).toBe('https://shop.example.com/fr/confirm-account?tkn=tok&shop=beyond-demo');
  });

  it("keep the sign-in address's own query and add the shop after it", () => {
    expect(signInLinks(shop, 'en', 'demo')).toEqual({
      signIn: 'https://shop.example.com/checkout/personal-data?login=true', forgotPassword: 'https://shop.example.com/forgot-password',
    });
    expect(signInLinks({ ...shop, slug: 'beyond-demo' }, 'de', 'demo')).toEqual({
      signIn: 'https://shop.example.com/de/checkout/personal-data?login=true&shop=beyond-demo',
      forgotPassword: 'https://shop.example.com/de/forgot-password?shop=beyond-demo',
    });
  });
});
