import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../client';
import { couponCampaignAmounts, couponCampaigns, coupons, marketPrices, markets, marketShippingRates, products, shippingMethods, taxRates } from '../schema';
import { EU_COUNTRIES } from '@/lib/validation/vat-number';
import { DEMO } from './demo';
import type { SeededShop } from './shops-and-themes';

/** VAT rates (standard, reduced) in basis points of the EU members, Switzerland and the United Kingdom, as of 2026. */
const VAT_RATES: Record<string, [number, number]> = {
  AT: [2000, 1000], BE: [2100, 600], BG: [2000, 900], CY: [1900, 500], CZ: [2100, 1200], DE: [1900, 700], DK: [2500, 2500],
  EE: [2400, 900], ES: [2100, 1000], FI: [2550, 1400], FR: [2000, 550], GR: [2400, 1300], HR: [2500, 1300], HU: [2700, 1800],
  IE: [2300, 1350], IT: [2200, 1000], LT: [2100, 900], LU: [1700, 800], LV: [2100, 1200], MT: [1800, 700], NL: [2100, 900],
  PL: [2300, 800], PT: [2300, 1300], RO: [2100, 1100], SE: [2500, 1200], SI: [2200, 950], SK: [2300, 1900],
  CH: [810, 260], GB: [2000, 500],
};

/** The tax rates of every shop, and the demo shop's markets with their price lists, shipping rates and coupon amounts. */
export async function seedMarkets(db: Executor, shop: SeededShop, featuredIds: Record<string, string>): Promise<void> {
  await db.insert(taxRates).values(Object.entries(VAT_RATES).flatMap(([countryCode, [standard, reduced]]) => [
    { shopId: shop.id, countryCode, taxClass: 'standard' as const, rateBasisPoints: standard },
    { shopId: shop.id, countryCode, taxClass: 'reduced' as const, rateBasisPoints: reduced },
  ]));
  const { eu, ...others } = DEMO.markets;
  await db.insert(markets).values({ shopId: shop.id, code: 'eu', ...eu, countries: [...EU_COUNTRIES], currency: shop.currency });
  if (shop.key !== 'demo') return;
  const methods = await db.select({ id: shippingMethods.id, logo: shippingMethods.logo }).from(shippingMethods).where(eq(shippingMethods.shopId, shop.id));
  const [big50] = await db.select({ id: couponCampaigns.id }).from(couponCampaigns).innerJoin(coupons, eq(coupons.campaignId, couponCampaigns.id))
    .where(and(eq(couponCampaigns.shopId, shop.id), eq(coupons.code, DEMO.coupons.big50.code)));
  let position = 1;
  for (const [code, market] of Object.entries(others)) {
    const { prices, shipping, couponAmounts, countries, ...columns } = market;
    const [row] = await db.insert(markets).values({ shopId: shop.id, code, position: position++, countries: [...countries], ...columns }).returning({ id: markets.id });
    const marketId = row!.id;
    for (const [key, priceAmount] of Object.entries(prices)) {
      const productId = featuredIds[key];
      if (!productId) continue;
      // A master's price list entry covers its variations, as they share the master's primary price.
      const ids = await db.select({ id: products.id }).from(products)
        .where(and(eq(products.shopId, shop.id), or(eq(products.id, productId), eq(products.variationMasterId, productId))));
      await db.insert(marketPrices).values(ids.map(({ id }) => ({ marketId, shopId: shop.id, productId: id, priceAmount })));
    }
    const byLogo = { standard: 'dhl', express: 'ups' } as const;
    await db.insert(marketShippingRates).values(Object.entries(shipping).flatMap(([method, rate]) => {
      const found = methods.find((m) => m.logo === byLogo[method as keyof typeof byLogo]);
      return found ? [{ marketId, shippingMethodId: found.id, ...rate }] : [];
    }));
    if (big50) await db.insert(couponCampaignAmounts).values({ campaignId: big50.id, currency: market.currency, ...couponAmounts.big50 });
  }
}
