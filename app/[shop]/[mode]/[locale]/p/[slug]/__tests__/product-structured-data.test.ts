import type { ProductDetail } from '@/lib/server/catalog/types';
import { productPageJsonLd } from '../product-structured-data';

const links = { editor: false, locale: 'de', defaultLocale: 'en' };
const eur = (amount: number) => ({ amount, currency: 'EUR', formatted: `${amount / 100} €` });

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    productId: '00000000-0000-4000-8000-000000000001', sku: 'VT-TEE-001-BLACK-M', name: 'Klassisches T-Shirt', slug: 'tee-schwarz-m',
    manufacturer: 'Nordvik', price: eur(2490), stockLevel: 5, available: true,
    isVariationMaster: false, image: null, gtin: null, mpn: null, description: 'Ein T-Shirt.', metaDescription: null, isVisible: true,
    images: [], isVariationProduct: true,
    variationMaster: { productId: '00000000-0000-4000-8000-000000000002', slug: 'tee' }, variationAttributes: [], variations: [],
    productVariationSelection: [], bulkPrices: [], mainCategoryId: null, hasCrossSelling: false,
    ...overrides,
  };
}

const terms = {
  methods: [{ id: 'standard', name: 'Standardversand', description: '', price: eur(495), freeFrom: eur(5000) }],
  countries: ['AT', 'DE'],
  withdrawalRoute: '/l/withdrawal',
};
const trail = [{ label: 'Startseite', route: '/' }, { label: 'Bekleidung', route: '/c/bekleidung' }, { label: 'Klassisches T-Shirt' }];

type Offer = { url: string; shippingDetails: { shippingRate: { value: number } }[]; hasMerchantReturnPolicy: Record<string, unknown> };
type Breadcrumb = { itemListElement: { item?: string }[] };

describe('productPageJsonLd', () => {
  it('points a variation\'s offer and last crumb at the canonical address, its master\'s', () => {
    const [data, breadcrumb] = productPageJsonLd({ product: product(), trail, baseUrl: 'https://shop.test', links, terms });
    expect((data!.offers as Offer).url).toBe('https://shop.test/de/p/tee');
    expect((breadcrumb as Breadcrumb).itemListElement.map((step) => step.item))
      .toEqual(['https://shop.test/de', 'https://shop.test/de/c/bekleidung', 'https://shop.test/de/p/tee']);
  });

  it('uses the product\'s own address without a master', () => {
    const [data, breadcrumb] = productPageJsonLd({ product: product({ variationMaster: null }), trail, baseUrl: 'https://shop.test', links, terms });
    expect((data!.offers as Offer).url).toBe('https://shop.test/de/p/tee-schwarz-m');
    expect((breadcrumb as Breadcrumb).itemListElement.at(-1)!.item).toBe('https://shop.test/de/p/tee-schwarz-m');
  });

  it('gives the offer the shop\'s shipping and its withdrawal page as return policy', () => {
    const offer = productPageJsonLd({ product: product(), trail, baseUrl: 'https://shop.test', links, terms })[0]!.offers as Offer;
    expect(offer.shippingDetails.map((details) => details.shippingRate.value)).toEqual([4.95]);
    expect(offer.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy', merchantReturnLink: 'https://shop.test/de/l/withdrawal', applicableCountry: ['AT', 'DE'],
    });
    const withoutPage = productPageJsonLd({ product: product(), trail, baseUrl: 'https://shop.test', links, terms: { ...terms, withdrawalRoute: null } });
    expect(withoutPage[0]!.offers).not.toHaveProperty('hasMerchantReturnPolicy');
  });

  it('completes Google\'s merchant listing: brand, condition, and the GTIN and MPN the product has', () => {
    const [withIds] = productPageJsonLd({ product: product({ gtin: '4006381333931', mpn: 'NV-TEE-01' }), trail, baseUrl: 'https://shop.test', links, terms });
    expect(withIds).toMatchObject({ gtin: '4006381333931', mpn: 'NV-TEE-01', brand: { '@type': 'Brand', name: 'Nordvik' } });
    expect((withIds!.offers as Record<string, unknown>).itemCondition).toBe('https://schema.org/NewCondition');
    const [without] = productPageJsonLd({ product: product(), trail, baseUrl: 'https://shop.test', links, terms });
    expect(without).not.toHaveProperty('gtin');
    expect(without).not.toHaveProperty('mpn');
  });
});
