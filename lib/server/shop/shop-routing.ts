import type { ShopRouting } from '@/lib/routing/shop-routing-lookup';
import { findShopBySlug } from './get-shop';

/**
 * A shop's routing facts, or null when there is no such shop. Read fresh: the proxy keeps each answer
 * for a while itself, so a change reaches every instance's routing within that time.
 */
export async function findShopRouting(slug: string): Promise<ShopRouting | null> {
  const shop = await findShopBySlug(slug);
  if (!shop) return null;
  return {
    backOfficeOrigins: shop.backOfficeOrigins, locales: shop.locales.filter((l) => l.isVisible).map((l) => l.identifier),
    tagManager: Boolean(shop.userSettings.tagManager?.containerId),
  };
}
