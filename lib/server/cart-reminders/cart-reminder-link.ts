import 'server-only';
import { idOfMailLink, mailLinkToken } from '@/lib/server/security/mail-link';

export type CartReminderAction = 'restore' | 'unsubscribe';

/** How long a reminder's links work: the cart is worth restoring for a week; unsubscribing works for a year. */
export const CART_REMINDER_LINK_TTL_SECONDS: Record<CartReminderAction, number> = {
  restore: 7 * 24 * 60 * 60,
  unsubscribe: 366 * 24 * 60 * 60,
};

/** The token of a reminder mail's link: it names one cart of one shop and what to do; nothing is stored. */
export function cartReminderToken(shopId: string, cartId: string, action: CartReminderAction, now = Date.now()): Promise<string> {
  return mailLinkToken({ kind: 'cart-reminder', action, shopId }, cartId, CART_REMINDER_LINK_TTL_SECONDS[action], now);
}

/** The cart a valid, unexpired token of this shop names for this action, else null. */
export function cartOfReminderToken(shopId: string, token: string, action: CartReminderAction, now = Date.now()): Promise<string | null> {
  return idOfMailLink({ kind: 'cart-reminder', action, shopId }, token, now);
}
