import 'server-only';
import { getServerSecret } from '@/lib/server/security/secret';
import { signToken, verifyToken } from '@/lib/server/security/signed-token';

export type CartReminderAction = 'restore' | 'unsubscribe';

/** How long a reminder's links work: the cart is worth restoring for a week; unsubscribing works for a year. */
export const CART_REMINDER_LINK_TTL_SECONDS: Record<CartReminderAction, number> = {
  restore: 7 * 24 * 60 * 60,
  unsubscribe: 366 * 24 * 60 * 60,
};

interface CartReminderLinkPayload { k: 'cart-reminder'; a: CartReminderAction; s: string; c: string; exp: number }

/** The token of a reminder mail's link: it names one cart of one shop and what to do; nothing is stored. */
export async function cartReminderToken(shopId: string, cartId: string, action: CartReminderAction, now = Date.now()): Promise<string> {
  const payload: CartReminderLinkPayload = { k: 'cart-reminder', a: action, s: shopId, c: cartId, exp: Math.floor(now / 1000) + CART_REMINDER_LINK_TTL_SECONDS[action] };
  return signToken(payload, await getServerSecret());
}

/** The cart a valid, unexpired token of this shop names for this action, else null. */
export async function cartOfReminderToken(shopId: string, token: string, action: CartReminderAction, now = Date.now()): Promise<string | null> {
  const payload = verifyToken<CartReminderLinkPayload>(token, await getServerSecret());
  if (!payload || payload.k !== 'cart-reminder' || payload.a !== action || payload.s !== shopId || typeof payload.c !== 'string') return null;
  return payload.exp * 1000 > now ? payload.c : null;
}
