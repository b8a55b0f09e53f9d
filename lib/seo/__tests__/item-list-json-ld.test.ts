import { buildItemListJsonLd } from '../item-list-json-ld';

describe('buildItemListJsonLd', () => {
  it('lists the pages in their order with positions from 1 and their URLs', () => {
    expect(buildItemListJsonLd(['https://shop.test/p/mug', 'https://shop.test/p/tee'])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://shop.test/p/mug' },
        { '@type': 'ListItem', position: 2, url: 'https://shop.test/p/tee' },
      ],
    });
  });

  it('is null for an empty listing', () => {
    expect(buildItemListJsonLd([])).toBeNull();
  });
});
