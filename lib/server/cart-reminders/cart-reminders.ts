import 'server-only';
import { copyCart, optOutOfCartReminders, writeReminderConsent } from '@/lib/db/cart-reminders/queries';
import type { CartPayload } from '@/lib/contract/cart';
import { writeCart } from '@/lib/server/cart/cart-write';
import { getCartById } from '@/lib/server/cart/get-cart';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import { hashToken, newToken } from '@/lib/server/security/tokens';
import type { Shop } from '@/lib/server/shop/types';
import { cartOfReminderToken } from './cart-reminder-link';

/** A guest's choice in checkout: one reminder mail about this cart, or none. The browser gets a cart if it had none; answers the cart. */
export async function setCartReminderConsent(shop: Shop, locale: string, cartToken: BrowserToken, consent: boolean): Promise<CartPayload> {
  const cartId = await writeCart(shop, locale, cartToken, { create: true }, (tx, cart) => writeReminderConsent(tx, cart.id, consent));
  return getCartById(shop, locale, cartId);
}

export type CartReminderLinkOutcome = 'done' | 'invalid';

/**
 * The reminder's restore link, on any device: this browser gets a cart holding exactly what the reminded
 * cart holds (its own copy, so the device the cart was left on keeps it). Invalid once the link expired
 * or the cart became an order.
 */
export async function restoreRemindedCart(shop: Shop, token: string, cartToken: BrowserToken): Promise<CartReminderLinkOutcome> {
  const cartId = await cartOfReminderToken(shop.id, token, 'restore');
  if (!cartId) return 'invalid';
  const browserToken = newToken();
  if (!await copyCart(shop.id, cartId, hashToken(browserToken))) return 'invalid';
  cartToken.replace(browserToken);
  return 'done';
}

/** The reminder's one-click way out: its address gets no more cart reminders from the shop. */
export async function unsubscribeFromCartReminders(shop: Shop, token: string): Promise<CartReminderLinkOutcome> {
  const cartId = await cartOfReminderToken(shop.id, token, 'unsubscribe');
  return cartId && await optOutOfCartReminders(shop.id, cartId) ? 'done' : 'invalid';
}
