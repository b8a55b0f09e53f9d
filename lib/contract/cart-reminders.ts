import { z } from 'zod';
import { cartWrite } from './cart';
import { defineEndpoint } from './endpoint';

const linkQuery = z.object({ token: z.string().min(1).max(1000) });
const linkLimit = { bucket: 'cart-reminder-link', limit: 30, windowSeconds: 600 };

export const cartReminderEndpoints = {
  setCartReminderConsent: cartWrite({
    method: 'PUT', path: '/cart/reminder-consent', tag: 'Cart reminders',
    summary: "A guest's choice in checkout: one reminder mail about this cart, to the billing address's email, if it is left "
      + 'without an order for the shop\'s delay (Shop settings: userSettings.cartReminders). Signed-in customers need none.',
    body: z.object({ consent: z.boolean() }),
  }),
  restoreRemindedCart: defineEndpoint({
    method: 'GET', path: '/cart/reminders/restore', tag: 'Cart reminders', auth: 'public',
    summary: "The reminder mail's link, on any device: this browser gets a cart holding exactly what the reminded cart holds "
      + '(the cart cookie) and is sent on to the cart page (303). An expired link, or a cart that became an order, gets an HTML page saying so.',
    query: linkQuery,
    rateLimit: linkLimit,
  }),
  cartRemindersUnsubscribePage: defineEndpoint({
    method: 'GET', path: '/cart/reminders/unsubscribe', tag: 'Cart reminders', auth: 'public',
    summary: "The reminder mail's way out: an HTML page with one button that posts the unsubscription (works without JavaScript). "
      + 'Opening the link changes nothing, so a mail scanner that follows links unsubscribes nobody.',
    query: linkQuery,
    rateLimit: linkLimit,
  }),
  unsubscribeCartReminders: defineEndpoint({
    method: 'POST', path: '/cart/reminders/unsubscribe', tag: 'Cart reminders', auth: 'public', acceptsAnyContentType: true,
    summary: 'Its address gets no more cart reminders from the shop; answers an HTML page. The page\'s button, and the one-click unsubscribe of RFC 8058 '
      + '(the reminder\'s List-Unsubscribe header names this address; mail clients post `List-Unsubscribe=One-Click`).',
    query: linkQuery,
    rateLimit: linkLimit,
  }),
};
