import type { Shop } from '@/lib/server/shop/types';

/** Cookies that belong to one shop: a shopper's cart, customer session and known-device mark, an owner's session, a review voter's key. */
export type ShopCookie = 'vitrine-cart' | 'vitrine-session' | 'vitrine-device' | 'vitrine-owner' | 'vitrine-voter';

/**
 * The name of a shop's cookie in the browser. One host serves several shops (`?shop=`), and cookies
 * are per host: each name carries the shop's slug, so a shopper who visits two shops keeps both carts
 * and both sign-ins. Slugs are `[a-z0-9-]`, which cookie names allow as they are.
 */
export function shopCookieName(cookie: ShopCookie, shop: Pick<Shop, 'slug'>): string {
  return `${cookie}.${shop.slug}`;
}
