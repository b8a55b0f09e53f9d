import { listShippingMethods, listShopCountries } from '@/lib/server/checkout/methods';
import { TAGS } from '@/lib/server/cache-tags';
import { countriesOfMarket, pageMarketPricing } from '@/lib/server/markets/page-market';
import { loadShell } from './content-data';
import type { Storefront } from './storefront';
import { storefrontRead } from './storefront-read';

export type OfferTerms = Awaited<ReturnType<typeof loadOfferTerms>>;

/**
 * What every offer of the shop promises besides its price, for product structured data: the active
 * shipping methods priced in the page's market, that market's delivery countries (ISO codes) and the route of the right-of-withdrawal page
 * (null while shoppers cannot see it).
 */
export async function loadOfferTerms(sf: Storefront) {
  const { shop, locale } = sf;
  const [delivery, shell] = await Promise.all([
    // Per market: its shipping prices and thresholds in its currency, to its countries (a market change revalidates `shop`).
    storefrontRead(sf, ['offer-terms', shop.slug, locale, sf.market ?? ''], [TAGS.shop(shop.slug)], async () => {
      const { pricing, markets } = await pageMarketPricing(shop, sf.market);
      const [methods, countries] = await Promise.all([listShippingMethods(shop, locale, pricing), listShopCountries(shop, locale)]);
      return { methods, countries: countriesOfMarket(markets, pricing.market, countries.map((country) => country.code)).sort() };
    }),
    loadShell(sf),
  ]);
  // The editor's shell also lists hidden legal pages: only a page shoppers can open is a return policy.
  const withdrawal = shell.legalPages.find((page) => page.slug === 'withdrawal' && page.isVisible);
  return { ...delivery, withdrawalRoute: withdrawal?.href ?? null };
}
