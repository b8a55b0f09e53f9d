import { listShippingMethods, listShopCountries } from '@/lib/server/checkout/methods';
import { TAGS } from '@/lib/server/cache-tags';
import { loadShell } from './content-data';
import type { Storefront } from './storefront';
import { storefrontRead } from './storefront-read';

export type OfferTerms = Awaited<ReturnType<typeof loadOfferTerms>>;

/**
 * What every offer of the shop promises besides its price, for product structured data: the active
 * shipping methods, the delivery countries (ISO codes) and the route of the right-of-withdrawal page
 * (null while shoppers cannot see it).
 */
export async function loadOfferTerms(sf: Storefront) {
  const { shop, locale } = sf;
  const [delivery, shell] = await Promise.all([
    storefrontRead(sf, ['offer-terms', shop.slug, locale], [TAGS.shop(shop.slug)], async () => {
      const [methods, countries] = await Promise.all([listShippingMethods(shop, locale), listShopCountries(shop, locale)]);
      return { methods, countries: countries.map((country) => country.code).sort() };
    }),
    loadShell(sf),
  ]);
  // The editor's shell also lists hidden legal pages: only a page shoppers can open is a return policy.
  const withdrawal = shell.legalPages.find((page) => page.slug === 'withdrawal' && page.isVisible);
  return { ...delivery, withdrawalRoute: withdrawal?.href ?? null };
}
