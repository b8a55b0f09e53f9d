import { categoryPageJsonLd } from '../category-structured-data';

const input = {
  homeLabel: 'Startseite',
  path: [{ title: 'Bekleidung', slug: 'bekleidung' }, { title: 'T-Shirts', slug: 't-shirts' }],
  products: [{ slug: 'tee' }, { slug: 'polo' }],
  baseUrl: 'https://shop.test',
  links: { editor: false, locale: 'de', defaultLocale: 'en' },
};

describe('categoryPageJsonLd', () => {
  it('gives the breadcrumb up to the category at its canonical address and lists the shown products in order', () => {
    expect(categoryPageJsonLd(input)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://shop.test/de' },
          { '@type': 'ListItem', position: 2, name: 'Bekleidung', item: 'https://shop.test/de/c/bekleidung' },
          { '@type': 'ListItem', position: 3, name: 'T-Shirts', item: 'https://shop.test/de/c/t-shirts' },
        ],
      },
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, url: 'https://shop.test/de/p/tee' },
          { '@type': 'ListItem', position: 2, url: 'https://shop.test/de/p/polo' },
        ],
      },
    ]);
  });

  it('lists no products for a category without any', () => {
    expect(categoryPageJsonLd({ ...input, products: [] }).map((data) => data['@type'])).toEqual(['BreadcrumbList']);
  });
});
