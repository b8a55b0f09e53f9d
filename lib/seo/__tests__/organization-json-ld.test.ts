import { buildOrganizationJsonLd } from '../organization-json-ld';

describe('buildOrganizationJsonLd', () => {
  it('names the shop with its address, logo, email and profiles', () => {
    expect(buildOrganizationJsonLd({
      name: 'Corner Shop', url: 'https://shop.test/', logo: 'https://shop.test/icon.svg', email: 'hello@shop.test',
      sameAs: ['https://social.test/corner'],
    })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Corner Shop',
      url: 'https://shop.test/',
      logo: 'https://shop.test/icon.svg',
      email: 'hello@shop.test',
      sameAs: ['https://social.test/corner'],
    });
  });

  it('leaves out what the shop lacks', () => {
    expect(buildOrganizationJsonLd({ name: 'Corner Shop', url: 'https://shop.test/' })).toEqual({
      '@context': 'https://schema.org', '@type': 'Organization', name: 'Corner Shop', url: 'https://shop.test/',
    });
  });
});
