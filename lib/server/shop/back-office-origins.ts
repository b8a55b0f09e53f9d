import { SHOP_SLUG_PATTERN } from '@/lib/routing/constants';
import { cachedRead, TAGS } from '@/lib/server/storefront-cache';
import { findShopBySlug } from './get-shop';

/**
 * The origins of the back offices that may frame a shop's editor (shops.back_office_origins, valid
 * origins only), or null when there is no such shop. Cached with the shop's settings.
 */
export function findBackOfficeOrigins(slug: string): Promise<string[] | null> {
  if (!SHOP_SLUG_PATTERN.test(slug)) return Promise.resolve(null);
  return cachedRead(['back-office-origins', slug], [TAGS.shop(slug)], async () => (await findShopBySlug(slug))?.backOfficeOrigins ?? null);
}
