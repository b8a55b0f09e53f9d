import { routes, storefrontLinks, hrefFor } from '@/lib/routing/links';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import type { Shop } from '@/lib/server/shop/types';

/** The cart page in the locale, as a shopper's link to it reads (with `shop` when the address needs it): where a restored cart is shown. */
export function cartPageAddress(shop: Shop, locale: string): string {
  return hrefFor(routes.cart(), storefrontLinks(shop, 'live', locale, routingConfigFromEnv(process.env)));
}
