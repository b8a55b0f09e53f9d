import type { ProductDetail } from '@/lib/server/catalog/types';
import { productMetadata } from '../product-metadata';

const links = { editor: false, locale: 'de', defaultLocale: 'en' };

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    productId: '00000000-0000-4000-8000-000000000001', sku: 'VT-TEE-001-BLACK-M', name: 'Klassisches T-Shirt', slug: 'tee-schwarz-m',
    manufacturer: 'Nordvik', price: { amount: 2490, currency: 'EUR', formatted: '24,90 €' }, stockLevel: 5, available: true,
    isVariationMaster: false, image: null, gtin: null, mpn: null, description: 'Ein T-Shirt.', metaDescription: 'Weich und fest.', isVisible: true,
    images: [{ url: '/media/1/tee.svg', width: 800, height: 600, alt: '' }], isVariationProduct: true,
    variationMaster: { productId: '00000000-0000-4000-8000-000000000002', slug: 'tee' }, variationAttributes: [], variations: [],
    productVariationSelection: [], bulkPrices: [], mainCategoryId: null, hasCrossSelling: false,
    ...overrides,
  };
}

describe('productMetadata', () => {
  it('points a variation at its master and fills Open Graph', () => {
    expect(productMetadata(product(), links)).toEqual({
      title: 'Klassisches T-Shirt',
      description: 'Weich und fest.',
      alternates: { canonical: '/de/p/tee' },
      openGraph: {
        title: 'Klassisches T-Shirt',
        url: '/de/p/tee',
        description: 'Weich und fest.',
        images: [{ url: '/media/1/tee.svg', width: 800, height: 600, alt: 'Klassisches T-Shirt' }],
      },
    });
  });

  it('uses the product itself without a master and shortens the description when there is no meta description', () => {
    const long = `${'word '.repeat(60)}end`;
    const metadata = productMetadata(product({ variationMaster: null, metaDescription: null, description: long, images: [] }), links);
    expect(metadata.alternates?.canonical).toBe('/de/p/tee-schwarz-m');
    expect(metadata.description).toHaveLength(160);
    expect(metadata.description?.endsWith('…')).toBe(true);
    expect(metadata.openGraph?.images).toBeUndefined();
  });
});
