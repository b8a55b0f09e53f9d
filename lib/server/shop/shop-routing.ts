import { SHOP_SLUG_PATTERN } from '@/lib/routing/constants';
import { findShopBySlug } from './get-shop';

/** What proxy.ts needs to know of a shop before it routes a request rendered per request. */
export interface ShopRouting {
  /** The back offices that may frame the shop's editor (shops.back_office_origins, valid origins only). */
  backOfficeOrigins: string[];
  /** The languages shoppers may see (live and preview alike); other language prefixes are not found. */
  locales: string[];
}

/**
 * A shop's routing facts, or null when there is no such shop. Read fresh: the proxy keeps each answer
 * for a while itself, so a change reaches every instance's routing within that time.
 */
export async function findShopRouting(slug: string): Promise<ShopRouting | null> {
  if (!SHOP_SLUG_PATTERN.test(slug)) return null;
  const shop = await findShopBySlug(slug);
  if (!shop) return null;
  return { backOfficeOrigins: shop.backOfficeOrigins, locales: shop.locales.filter((l) => l.isVisible).map((l) => l.identifier) };
}
