import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { putTaxRate } from '../owner-markets';
import { countriesOfMarket, pageMarketPricing, pageTaxRate } from '../page-market';

let handle: DatabaseHandle;
let shop: Shop;
beforeAll(async () => {
  handle = await createSeededTestDatabase();
  shop = (await findShopBySlug(DEMO.shops.demo.slug))!;
});
afterAll(() => handle.close());

describe("the VAT rate a market's cached pages name", () => {
  it("is the market's country's standard rate, the shop country's for the primary market, and follows the owner's change", async () => {
    expect(await pageTaxRate(shop, null)).toBe(1900);
    expect(await pageTaxRate(shop, 'eu')).toBe(1900);
    expect(await pageTaxRate(shop, 'ch')).toBe(810);
    expect(await pageTaxRate(shop, 'uk')).toBe(2000);
    // A market the shop does not have: the primary's, as its pages show.
    expect(await pageTaxRate(shop, 'xx')).toBe(1900);
    await putTaxRate(shop, 'GB', 'standard', 1750);
    expect(await pageTaxRate(shop, 'uk')).toBe(1750);
  });

  it("prices a market's page as a sale to its first country, and names the market's delivery countries", async () => {
    const { pricing, markets } = await pageMarketPricing(shop, 'ch');
    expect([pricing.market.code, pricing.currency, pricing.country]).toEqual(['ch', 'CHF', 'CH']);
    expect((await pageMarketPricing(shop, null)).pricing.currency).toBe('EUR');
    const delivery = ['AT', 'CH', 'DE', 'GB', 'NO'];
    expect(countriesOfMarket(markets, markets.find((market) => market.code === 'ch')!, delivery)).toEqual(['CH']);
    // The primary market takes every delivery country no other market names.
    expect(countriesOfMarket(markets, markets[0]!, delivery)).toEqual(['AT', 'DE', 'NO']);
  });
});
