import type { DatabaseHandle } from '@/lib/db/client';
import { DEMO } from '@/lib/db/seed/demo';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import type { Shop } from '@/lib/server/shop/types';
import { createSeededTestDatabase } from '@/lib/testing/seeded-database';
import { putTaxRate } from '../owner-markets';
import { pageTaxRate } from '../page-tax-rate';

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
});
