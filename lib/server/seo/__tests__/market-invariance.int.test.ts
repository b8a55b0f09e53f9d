import { generateMetadata as categoryMetadata } from '@/app/[shop]/[mode]/[locale]/c/[slug]/[[...view]]/page';
import { generateMetadata as productMetadata } from '@/app/[shop]/[mode]/[locale]/p/[slug]/page';
import { GET as getSitemap } from '@/app/sitemap.xml/route';
import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { COUNTRY_COOKIE, MARKET_COOKIE } from '@/lib/routing/market-segment';
import { callRoute } from '@/lib/testing/call-route';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';

// The pages' screens and next-intl's request locale are beside the point here (and ESM-only under this project).
jest.mock('@/app/[shop]/[mode]/[locale]/_components/category-page-screen', () => ({ CategoryPageScreen: () => null }));
jest.mock('next-intl/server', () => ({ setRequestLocale: () => undefined }));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createSeededTestDatabase({ products: 12 });
});
afterAll(() => handle.close());

const swiss = { [COUNTRY_COOKIE]: 'CH', [MARKET_COOKIE]: 'ch' };

/**
 * Issue 32: a market is the shopper's cookie, never an address, so search engines see one sitemap per
 * shop and language and the same canonical and hreflang whatever market a page was rendered for.
 */
describe('the sitemap and hreflang do not follow the market', () => {
  it('answers the same sitemap files with and without a market cookie', async () => {
    for (const query of ['', '?locale=en&part=content', '?locale=de&part=products&page=1']) {
      const plain = await callRoute(getSitemap, { url: `/sitemap.xml${query}` });
      const inSwitzerland = await callRoute(getSitemap, { url: `/sitemap.xml${query}`, cookies: swiss });
      expect(plain.status).toBe(200);
      expect(inSwitzerland.text).toBe(plain.text);
      expect(inSwitzerland.headers.get('vary')).toBeNull();
      expect(plain.text).not.toMatch(/live\.ch|country=/);
    }
  });

  it("names the same canonical and language versions on a market's cached page as on the primary one", async () => {
    const { clothing } = DEMO.categories;
    const params = (mode: string, slug: string) => ({ params: Promise.resolve({ shop: 'demo', mode, locale: 'de', slug, view: [] }) });
    const category = await categoryMetadata(params('live', clothing.de));
    expect(category.alternates?.languages).toBeDefined();
    expect((await categoryMetadata(params('live.ch', clothing.de))).alternates).toEqual(category.alternates);
    const product = await productMetadata(params('live', DEMO.products.mug.slug.de));
    expect(product.alternates?.canonical).toBe(`/de/p/${DEMO.products.mug.slug.de}`);
    expect((await productMetadata(params('live.uk', DEMO.products.mug.slug.de))).alternates).toEqual(product.alternates);
  });
});
