import { buildProductJsonLd, decimalPrice, serializeJsonLd, type ProductJsonLdInput } from '../product-json-ld';

const mug: ProductJsonLdInput = {
  name: 'Handmade Stoneware Mug',
  description: 'A mug.',
  sku: 'VT-MUG-001',
  brand: 'Vitrine',
  url: 'https://shop.test/p/handmade-stoneware-mug',
  imageUrls: ['https://shop.test/media/1/mug.svg'],
  price: { amount: 1490, currency: 'EUR' },
  stock: 'in',
};

describe('buildProductJsonLd', () => {
  it('adds AggregateRating and Review only when the product has approved reviews', () => {
    const review = { rating: 5, title: 'Great', text: 'Holds a big coffee.', authorName: '', approvedAt: '2026-11-02T10:00:00.000Z' };
    const rated = buildProductJsonLd({ ...mug, rating: { average: 4.5, count: 2 }, reviews: [review] }, 'A buyer');
    expect(rated.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(rated.review).toEqual([{
      '@type': 'Review', name: 'Great', reviewBody: 'Holds a big coffee.', datePublished: '2026-11-02',
      author: { '@type': 'Person', name: 'A buyer' }, reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    }]);
    const unrated = buildProductJsonLd({ ...mug, rating: { average: 0, count: 0 }, reviews: [] });
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(unrated).not.toHaveProperty('review');
  });

  it('describes the product and its offer', () => {
    expect(buildProductJsonLd(mug)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Handmade Stoneware Mug',
      description: 'A mug.',
      sku: 'VT-MUG-001',
      image: ['https://shop.test/media/1/mug.svg'],
      brand: { '@type': 'Brand', name: 'Vitrine' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.test/p/handmade-stoneware-mug',
        price: '14.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('maps stock to availability', () => {
    const availability = (stock: ProductJsonLdInput['stock']) =>
      (buildProductJsonLd({ ...mug, stock }).offers as { availability: string }).availability;
    expect(availability('low')).toBe('https://schema.org/LimitedAvailability');
    expect(availability('out')).toBe('https://schema.org/OutOfStock');
  });

  it('carries the shipping details and the return policy in the offer', () => {
    const shippingDetails = [{ '@type': 'OfferShippingDetails', shippingLabel: 'Standard delivery' }];
    const returnPolicy = { '@type': 'MerchantReturnPolicy', merchantReturnLink: 'https://shop.test/l/withdrawal' };
    expect(buildProductJsonLd({ ...mug, shippingDetails, returnPolicy }).offers).toMatchObject({
      url: 'https://shop.test/p/handmade-stoneware-mug', shippingDetails, hasMerchantReturnPolicy: returnPolicy,
    });
  });

  it('leaves out what the product lacks', () => {
    const data = buildProductJsonLd({ ...mug, brand: null, description: '', imageUrls: [] });
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
    const offer = buildProductJsonLd({ ...mug, shippingDetails: [], returnPolicy: null }).offers;
    expect(offer).not.toHaveProperty('shippingDetails');
    expect(offer).not.toHaveProperty('hasMerchantReturnPolicy');
  });
});

describe('decimalPrice', () => {
  it('uses the digits of the currency', () => {
    expect(decimalPrice({ amount: 2490, currency: 'EUR' })).toBe('24.90');
    expect(decimalPrice({ amount: 5, currency: 'USD' })).toBe('0.05');
    expect(decimalPrice({ amount: 1500, currency: 'JPY' })).toBe('1500');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & more \u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
