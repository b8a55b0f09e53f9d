import { hrefFor, routes } from '@/lib/routing/links';
import { hmac } from '@/lib/server/security/signed-token';
import type { Shop } from '@/lib/server/shop/types';

/**
 * The token that lets the buyer's browser read its order: derived from the cart's secret token
 * with the server key, so a repeated place-order for the same cart hands out the same token although
 * only its hash is stored. Without both the cart token and the key nobody can compute it.
 */
export function viewTokenFor(cartToken: string, secret: string): string {
  return hmac(`order-view:${cartToken}`, secret);
}

/** The storefront address of an order's confirmation page, with its view token. */
export function orderUrl(shop: Shop, locale: string, orderId: string, viewToken: string): string {
  const path = hrefFor(routes.order(orderId), { editor: false, locale, defaultLocale: shop.defaultLocale });
  return `${path}?viewtoken=${encodeURIComponent(viewToken)}`;
}
