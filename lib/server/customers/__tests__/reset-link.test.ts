import { resetPasswordLink } from '../reset-link';

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
