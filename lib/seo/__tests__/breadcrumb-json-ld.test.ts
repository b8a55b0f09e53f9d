import { buildBreadcrumbJsonLd } from '../breadcrumb-json-ld';

describe('buildBreadcrumbJsonLd', () => {
  it('numbers the steps from 1 and links all that have a URL', () => {
    expect(buildBreadcrumbJsonLd([{ name: 'Clothing', url: 'https://shop.test/c/clothing' }, { name: 'Tee' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Clothing', item: 'https://shop.test/c/clothing' },
        { '@type': 'ListItem', position: 2, name: 'Tee' },
      ],
    });
  });

  it('is null without steps', () => {
    expect(buildBreadcrumbJsonLd([])).toBeNull();
  });
});
