import { cartReminderEndpoints } from '@/lib/contract/cart-reminders';
import { cartToken } from '@/lib/http/cart-cookie';
import { handle } from '@/lib/http/handle';
import { setCartReminderConsent } from '@/lib/server/cart-reminders/cart-reminders';

export const PUT = handle(cartReminderEndpoints.setCartReminderConsent, async ({ shop, locale, cookies, body }) =>
  setCartReminderConsent(shop, locale, cartToken(shop, cookies), body.consent));
