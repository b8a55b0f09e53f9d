import { cookies } from 'next/headers';
import { CART_COOKIE, findCartByToken } from '@/lib/server/cart/get-cart';
import type { Storefront } from './storefront';

/** The cart of this browser (from its cookie); reading it makes the page dynamic, as it must be. */
export async function loadCurrentCart({ shop, locale }: Storefront) {
  const token = (await cookies()).get(CART_COOKIE)?.value;
  return findCartByToken(shop, locale, token);
}
